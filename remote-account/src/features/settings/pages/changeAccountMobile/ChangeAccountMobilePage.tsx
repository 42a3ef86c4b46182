import { Button } from 'antd-mobile';
import { shell, useBaseInfo } from '@credit/shared';
import { changeMobileFlow } from '../../components/changeMobileFlow';
import '@credit/shared/ui.css';

/** Entry of the login-mobile change (/changeAccountMobile, spec 2.7). */
export default function ChangeAccountMobilePage() {
  const { data: info } = useBaseInfo();

  const begin = () => {
    changeMobileFlow.start();
    changeMobileFlow.advance('started');
    shell.navigate('/smsVerify');
  };

  return (
    <div className="ui-page">
      <div className="ui-result">
        <p>当前登录手机号</p>
        <h2 className="money">{info?.mobileMasked ?? ''}</h2>
      </div>
      <div className="ui-card ui-doc">
        <p>更换后，请使用新手机号登录，原手机号将不能再登录本账户。</p>
        <p>更换需要两步：先验证当前手机号，再验证新手机号。新手机号须未注册过本平台。</p>
      </div>
      <div className="ui-actions">
        <Button block color="primary" size="large" shape="rounded" onClick={begin}>
          更换手机号
        </Button>
      </div>
    </div>
  );
}
