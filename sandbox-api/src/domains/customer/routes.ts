import {
  API_PATHS, cardInfoData, customerInfoData, emptyBody, extendInfoData, okData, saveBasicInfoBody, userCollectionInfoBody,
  userEducationBody, userEducationData, userStatusData,
} from '@credit/shared/api';
import type { AppContext } from '../../context';
import { CARD_INFO_FAILED_STATUS, DICTIONARY } from '../../lib/catalogue';
import { getSetting } from '../sys';
import { fail } from '../../lib/errors';
import { defineRoute, type RouteDef } from '../../lib/route';
import { type UserRow, assertContactsNotOwn } from '../../lib/userStore';
import { cardInfo, customerInfo, userStatus } from './service';
import { assertKnownCodes } from '../dicdata';
import { saveEducation, saveJsonColumn } from './store';

/** Merges the given fields into a JSON column; an empty submission is incomplete (1001). */
function mergeJson(ctx: AppContext, user: UserRow, column: 'profile' | 'contacts', fields: Record<string, string | undefined>): void {
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (Object.keys(given).length === 0) fail(1001);
  assertKnownCodes(given);
  saveJsonColumn(ctx, user.id, column, { ...JSON.parse(user[column]), ...given });
}

export const customerRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.customer.info,
    tag: 'customer',
    summary: 'User base info (spec 3) with user status, card and quota info',
    auth: 'user',
    body: emptyBody,
    data: customerInfoData,
    before: ['progressOrders'],
    handler: ({ user, ctx }) => customerInfo(ctx, user),
  }),
  defineRoute({
    path: API_PATHS.customer.userStatus,
    tag: 'customer',
    summary: 'User status flags (spec 3)',
    auth: 'user',
    body: emptyBody,
    data: userStatusData,
    handler: ({ user, ctx }) => userStatus(ctx, user),
  }),
  defineRoute({
    path: API_PATHS.customer.cardInfo,
    tag: 'customer',
    summary: 'Card and quota info (spec 3), amounts in fen; 10010 while the card service fails (test hook)',
    auth: 'user',
    body: emptyBody,
    data: cardInfoData,
    before: ['progressOrders'],
    handler: ({ user, ctx }) => (getSetting(ctx, 'cardInfoFails') ? fail(CARD_INFO_FAILED_STATUS) : cardInfo(ctx, user)),
  }),
  defineRoute({
    path: API_PATHS.customer.extendInfo,
    tag: 'customer',
    summary: 'Supplementary profile, contacts and education',
    auth: 'user',
    body: emptyBody,
    data: extendInfoData,
    handler: ({ user }) => ({
      basicInfo: JSON.parse(user.profile),
      contacts: JSON.parse(user.contacts),
      education: user.education ?? DICTIONARY.defaultEducation,
      isCustomerInfoExists: user.profile === '{}' ? (0 as const) : (1 as const),
    }),
  }),
  defineRoute({
    path: API_PATHS.customer.saveBasicInfo,
    tag: 'customer',
    summary: 'Save supplementary profile fields (merged; dictionary codes checked)',
    auth: 'user',
    body: saveBasicInfoBody,
    data: okData,
    handler: ({ body, user, ctx }) => {
      mergeJson(ctx, user, 'profile', body);
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.customer.userEducation,
    tag: 'customer',
    summary: 'Read the education code, or save it when given',
    auth: 'user',
    body: userEducationBody,
    data: userEducationData,
    handler: ({ body, user, ctx }) => {
      if (body.education === undefined) return { education: user.education ?? DICTIONARY.defaultEducation };
      assertKnownCodes({ education: body.education });
      saveEducation(ctx, user.id, body.education);
      return { education: body.education };
    },
  }),
  defineRoute({
    path: API_PATHS.customer.userCollectionInfo,
    tag: 'customer',
    summary: "Save contacts (relative, friend, emergency); a contact's phone may not be the user's own",
    auth: 'user',
    body: userCollectionInfoBody,
    data: okData,
    handler: ({ body, user, ctx }) => {
      assertContactsNotOwn(user, [body.relativePhone, body.friendPhone, body.emergencyPhone]);
      mergeJson(ctx, user, 'contacts', body);
      return { ok: true as const };
    },
  }),
];
