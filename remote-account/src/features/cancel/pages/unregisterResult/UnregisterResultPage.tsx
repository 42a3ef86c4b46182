import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from 'antd-mobile';
import { isLoginAtom, shell } from '@credit/shared';
import { CANCEL_FIRST, wasCancelled } from '../../components/cancelFlow';
import { Loading } from '@credit/shared/ui';
import '@credit/shared/ui.css';

/**
 * Outcome of the cancellation (/unregisterResult, spec 2.9): the account is gone and the user logged out. Shown
 * when there is a request's answer (this page session's, or the tab's after a reload); else the flow's start.
 */
export default function UnregisterResultPage() {
  const done = wasCancelled(useAtomValue(isLoginAtom));
  useEffect(() => {
    if (!done) shell.navigate(CANCEL_FIRST, { replace: true });
  }, [done]);
  if (!done) return <Loading />; // on its way to the right step, never a blank page
  return (
    <div className="ui-page">
      <div className="ui-result" role="status">
        <h2>账户已注销</h2>
        <p>您的账户已注销，并已退出登录。感谢您一直以来的信任。</p>
        <Button block color="primary" size="large" shape="rounded" onClick={() => shell.navigate('/', { replace: true })}>
          返回首页
        </Button>
      </div>
    </div>
  );
}
