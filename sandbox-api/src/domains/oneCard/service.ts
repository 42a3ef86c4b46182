import type { OneCardInfoData } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { randomDigits } from '../../lib/crypto';
import { mask } from '../../lib/mask';
import { userById, type UserRow } from '../../lib/userStore';
import { openCard } from './store';

export const CARD_NAME = '信用账户';

/**
 * Opens the account ("card"): openCardStatus 1 and the configured limit, not yet active (activeStatus 0)
 * until the user activates it on the activation page. Opening twice grants nothing more.
 */
export function openAccount(ctx: AppContext, user: UserRow): UserRow {
  openCard(ctx, user.id, `6288${randomDigits(12)}`, ctx.opts.creditLimitFen);
  return userById(ctx, user.id)!;
}

export const oneCardInfo = (u: UserRow): OneCardInfoData => ({
  openCardStatus: u.open_card_status,
  activeStatus: u.active_status,
  tradePwdSet: u.trade_pwd_hash ? 1 : 0,
  cardQuota: u.credit_limit_fen,
  cardNo: mask(u.account_no),
  cardName: u.open_card_status ? CARD_NAME : '',
});
