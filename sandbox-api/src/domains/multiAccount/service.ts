import type { MultiAccountInfoData } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { mask } from '../../lib/mask';
import type { UserRow } from '../account/users';

interface MobileRow {
  id: number;
  mobile: string;
}

/** The further mobiles bound to an account (not its login mobile). */
export const extraMobiles = (ctx: AppContext, userId: number): MobileRow[] =>
  ctx.db.prepare('SELECT id, mobile FROM account_mobiles WHERE user_id = ? ORDER BY id').all(userId) as MobileRow[];

export const isMultiAccount = (ctx: AppContext, userId: number): 0 | 1 =>
  ctx.db.prepare('SELECT 1 FROM account_mobiles WHERE user_id = ? LIMIT 1').get(userId) ? 1 : 0;

/** The full number behind a mobile id of the info call ("0" = the login mobile), or undefined. */
export function mobileOfId(ctx: AppContext, user: UserRow, id: string): string | undefined {
  if (id === '0') return user.mobile;
  const row = ctx.db.prepare('SELECT mobile FROM account_mobiles WHERE id = ? AND user_id = ?').get(Number(id), user.id) as { mobile: string } | undefined;
  return row?.mobile;
}

export function multiAccountInfo(ctx: AppContext, user: UserRow): MultiAccountInfoData {
  const extras = extraMobiles(ctx, user.id);
  return {
    isMulti: extras.length > 0 ? 1 : 0,
    loginMobile: mask(user.mobile),
    mobiles: [
      { id: '0', mobileMask: mask(user.mobile), current: true },
      ...extras.map((m) => ({ id: String(m.id), mobileMask: mask(m.mobile), current: false })),
    ],
  };
}
