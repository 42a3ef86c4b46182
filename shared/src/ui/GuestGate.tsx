import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from '@credit/shared/router';
import { Button } from 'antd-mobile';
import { goLogin, isLoginAtom, sessionStore } from '@credit/shared';

/**
 * A public page's part that is the user's own (spec 2.2 public pages, 2.3): a guest reads what the
 * page says in general and is asked to log in for the rest, then comes back here; no call is made
 * for a guest, so no one else's data and no failure loop.
 */
export function GuestGate({ what, children }: { what: string; children: () => ReactNode }) {
  const isLogin = useAtomValue(isLoginAtom, { store: sessionStore });
  const { pathname, search } = useLocation();
  if (isLogin) return <>{children()}</>;
  return (
    <div className="ui-result" data-testid="rp-guest">
      <h2>登录后查看{what}</h2>
      <Button color="primary" size="large" onClick={() => void goLogin(`${pathname}${search}`)}>
        登录后查看
      </Button>
    </div>
  );
}
