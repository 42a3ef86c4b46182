import { API_PATHS, dicdataByTypeBody, dicdataByTypeData } from '@credit/shared/api';
import { defineRoute, type RouteDef } from '../../lib/route';
import { DICTIONARIES, supportedBanks } from './data';

export const dicdataRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.dicdata.byType,
    tag: 'dicdata',
    summary: 'A dictionary by type (bank: the supported banks); the entries are the children of the first item',
    auth: 'none',
    body: dicdataByTypeBody,
    data: dicdataByTypeData,
    handler: ({ body }) => [
      { type: body.type, children: body.type === 'bank' ? supportedBanks() : DICTIONARIES[body.type].map((e) => ({ ...e })) },
    ],
  }),
];
