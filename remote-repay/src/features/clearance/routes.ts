import type { RemoteRoute } from '@credit/shared';

export const clearanceRoutes: RemoteRoute[] = [];
