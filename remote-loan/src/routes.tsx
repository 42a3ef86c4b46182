import type { RemoteRoute } from '@credit/shared';
import { authenticationRoutes } from './features/authentication/routes';
import { borrowRoutes } from './features/borrow/routes';

/**
 * The loan remote's route table, exposed as `./routes`: metadata is eager, pages are lazy chunks
 * named after their route. One table per area under features/ (docs/layout.md).
 */
export const routes: RemoteRoute[] = [...borrowRoutes, ...authenticationRoutes];
