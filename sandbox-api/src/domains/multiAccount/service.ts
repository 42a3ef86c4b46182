import type { MultiAccountInfoData } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { mask } from '../../lib/mask';
import type { UserRow } from '../../lib/userStore';
import { extraMobileOf, extraMobiles, hasExtraMobile } from './store';

export const isMultiAccount = (ctx: AppContext, userId: number): 0 | 1 => (hasExtraMobile(ctx, userId) ? 1 : 0);

/** The full number behind a mobile id of the info call ("0" = the login mobile), or undefined. */
export function mobileOfId(ctx: AppContext, user: UserRow, id: string): string | undefined {
  if (id === '0') return user.mobile;
  return extraMobileOf(ctx, user.id, Number(id));
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
