import type { RemoteRoute } from '@credit/shared';

export const serviceRoutes: RemoteRoute[] = [];
