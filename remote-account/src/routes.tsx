import type { RemoteRoute } from '@credit/shared';
import { settingsRoutes } from './features/settings/routes';
import { custodyRoutes } from './features/custody/routes';
import { cancelRoutes } from './features/cancel/routes';
import { contentRoutes } from './features/content/routes';
import { identityRoutes } from './features/identity/routes';
import { loginRoutes } from './features/login/routes';
import { passwordRoutes } from './features/passwords/routes';

/**
 * The account remote's route table, exposed as `./routes`: metadata is eager, pages are lazy
 * chunks named after their route. One file per area under routeGroups/. Spec 2.5, 2.7, 2.8, 2.9.
 */
export const routes: RemoteRoute[] = [...loginRoutes, ...identityRoutes, ...passwordRoutes, ...settingsRoutes, ...custodyRoutes, ...contentRoutes, ...cancelRoutes];
