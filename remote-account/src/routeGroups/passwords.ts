import type { RemoteRoute } from '@credit/shared';

/** Login and deal passwords (spec 2.7, 5; codes 2006, 2014, 2015, 2016). */
export const passwordRoutes: RemoteRoute[] = [];
