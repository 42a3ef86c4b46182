import type { RemoteRoute } from '@credit/shared';

/** Account cancellation (spec 2.9). */
export const cancelRoutes: RemoteRoute[] = [];
