import type { RemoteRoute } from '@credit/shared';
import { billRoutes } from './features/bills/routes';
import { clearanceRoutes } from './features/clearance/routes';
import { repaymentRoutes } from './features/repayment/routes';
import { serviceRoutes } from './features/services/routes';
import { voucherRoutes } from './features/vouchers/routes';

/**
 * The repay remote's route table, exposed as `./routes` (spec 2.2, 2.3, 4.6): metadata is eager,
 * pages are lazy chunks named after their route. One table per area under features/ (docs/layout.md).
 */
export const routes: RemoteRoute[] = [...billRoutes, ...repaymentRoutes, ...clearanceRoutes, ...voucherRoutes, ...serviceRoutes];
