import type { RemoteRoute } from '@credit/shared';
import { accountRoutes } from './routeGroups/account';
import { cancelRoutes } from './routeGroups/cancel';
import { contentRoutes } from './routeGroups/content';
import { identityRoutes } from './routeGroups/identity';
import { loginRoutes } from './routeGroups/login';
import { passwordRoutes } from './routeGroups/passwords';

/**
 * The account remote's route table, exposed as `./routes`: metadata is eager, pages are lazy
 * chunks named after their route. One file per area under routeGroups/. Spec 2.5, 2.7, 2.8, 2.9.
 */
export const routes: RemoteRoute[] = [...loginRoutes, ...identityRoutes, ...passwordRoutes, ...accountRoutes, ...contentRoutes, ...cancelRoutes];
