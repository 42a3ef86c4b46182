import type { AppContext } from '../../context';
import { fail } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/accountRules';
import { userByMobile } from '../../lib/userStore';
import { insertExtraMobile } from './store';

/** Test hook: `extraMobile` becomes a further mobile of the account of `mobile`. */
export function bindExtraMobile(ctx: AppContext, mobile: string, extraMobile: string): void {
  const user = userByMobile(ctx, mobile) ?? fail(2011);
  // Another account's login mobile, or the account's own, cannot be bound again.
  if (mobile === extraMobile || userByMobile(ctx, extraMobile)) fail(1004);
  try {
    insertExtraMobile(ctx, user.id, extraMobile);
  } catch (err) {
    if (isUniqueViolation(err)) fail(1004);
    throw err;
  }
}
