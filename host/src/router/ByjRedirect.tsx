import { Navigate, useLocation } from '@credit/shared/router';
import { byjRedirect } from './byjRedirect';

/** The element of BYJ_ROUTE_PATH: the same address under the web path, replacing the `#/byj…` entry (spec 4.2). */
export function ByjRedirect() {
  const { pathname, search } = useLocation();
  const to = (byjRedirect(`#${pathname}${search}`) ?? '#/').slice(1);
  return <Navigate to={to} replace />;
}
