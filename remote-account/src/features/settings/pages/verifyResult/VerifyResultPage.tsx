import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import { CHANGE_MOBILE_FIRST, changeMobileFlow } from '../../components/changeMobileFlow';
import { useStepGuard, Loading } from '@credit/shared/ui';
import '@credit/shared/ui.css';

/** Change-mobile outcome (/verifyResult). */
export default function VerifyResultPage() {
  const allowed = useStepGuard(changeMobileFlow, 'changed', CHANGE_MOBILE_FIRST);
  if (!allowed) return <Loading />; // on its way to the right step, never a blank page
  return (
    <div className="ui-page">
      <div className="ui-result" role="status">
        <h2>手机号更换成功</h2>
        <p>
          新的登录手机号 <span className="money">{changeMobileFlow.data().newMobileMask}</span>，下次请使用新手机号登录
        </p>
        <Button block color="primary" size="large" shape="rounded" onClick={() => shell.navigate('/ucSetting', { replace: true })}>
          完成
        </Button>
      </div>
    </div>
  );
}
