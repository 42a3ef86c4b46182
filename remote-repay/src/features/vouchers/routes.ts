import type { RemoteRoute } from '@credit/shared';

export const voucherRoutes: RemoteRoute[] = [];
