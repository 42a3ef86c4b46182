import type { LoginData } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { mask } from '../../lib/mask';
import { isMultiAccount } from '../multiAccount';
import { createSession, type SessionRow } from './sessionStore';
import { isRealNamed, type UserRow } from '../../lib/userStore';

export const accountIdOf = (u: UserRow): string => `A${u.customer_id.slice(1)}`;

/** Opens a session for the user (exchanged from `parent`, if given) and answers what every login call answers. */
export function loginAnswer(ctx: AppContext, user: UserRow, parent?: SessionRow): LoginData {
  const { token, expiresAt } = createSession(ctx, user.id, parent);
  return {
    token,
    isLogin: true,
    isNew: 0,
    accountId: accountIdOf(user),
    customerId: user.customer_id,
    mobileMask: mask(user.mobile),
    ucrealnamed: isRealNamed(user) ? 'Y' : 'N',
    openCardStatus: user.open_card_status,
    activeStatus: user.active_status,
    expiresAt,
    isMulti: isMultiAccount(ctx, user.id),
  };
}
