import type { RemoteRoute } from '@credit/shared';

/** Identity (real name, ID photos), bank cards and the open card (spec 2.7, 2.8, 4.3, 7.5). */
export const identityRoutes: RemoteRoute[] = [];
