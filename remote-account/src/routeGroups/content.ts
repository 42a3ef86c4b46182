import type { RemoteRoute } from '@credit/shared';

/** Agreements, help, company information, customer service and complaints (spec 2.5, 2.7). */
export const contentRoutes: RemoteRoute[] = [];
