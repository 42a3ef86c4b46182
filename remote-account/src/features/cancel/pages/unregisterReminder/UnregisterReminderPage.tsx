import { useState } from 'react';
import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import { cancelFlow } from '../../components/cancelFlow';
import '@credit/shared/ui.css';
import '../../components/cancel.css';
import { Consent } from '@credit/shared/ui';

const ACK_REQUIRED = '请先阅读并勾选“我已知晓注销后果”';

/** What cancelling the account means (/unregisterReminder, spec 2.9), with a separate acknowledgement. */
export default function UnregisterReminderPage() {
  const [ack, setAck] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const next = () => {
    if (!ack) {
      setError(ACK_REQUIRED);
      return;
    }
    cancelFlow.start();
    cancelFlow.advance('acknowledged');
    shell.navigate('/unregisterReason');
  };

  return (
    <div className="ui-page">
      <article className="ui-card ui-doc" aria-labelledby="unregister-title">
        <h2 id="unregister-title">注销账户须知</h2>
        <p>注销是不可恢复的操作，请您在注销前确认：</p>
        <ol>
          <li>账户内没有未结清的借款，也没有处理中的借款或还款。</li>
          <li>注销后，您将无法再用该账户登录，账户下的实名认证、银行卡绑定、授权记录和交易记录将一并失效。</li>
          <li>账户绑定的银行卡将被解绑，已设置的交易密码将失效。</li>
          <li>法律法规要求保存的信息（如借款合同与交易记录），我们将按规定期限保存，期满后删除或匿名化处理。</li>
          <li>注销后，您可以使用同一手机号重新注册，但原账户的数据不会恢复。</li>
        </ol>
      </article>
      <Consent id="cancel-ack" className="cancel-ack" checked={ack} onChange={(checked) => { setAck(checked); setError(null); }}>
        我已知晓注销后果，并自愿申请注销账户
      </Consent>
      <p className="ui-error" role="alert">{error}</p>
      <div className="ui-actions">
        <Button block color="primary" size="large" shape="rounded" onClick={next}>
          申请注销
        </Button>
      </div>
    </div>
  );
}
