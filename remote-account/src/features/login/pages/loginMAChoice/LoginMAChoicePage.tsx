import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from '@credit/shared/router';
import { shell, usePageTitle } from '@credit/shared';
import type { MultiAccountInfoData } from '@credit/shared/api';
import { useMultiAccountInfo } from '../../api';
import { carryQuery, returnTarget } from '../../components/flow';
import { MaSteps } from '../../components/multiAccount';
import { QueryView } from '@credit/shared/ui';
import '@credit/shared/ui.css';
import '../../components/login.css';

/** /loginMAChoice: the identity holds several mobiles; the user picks the one to log in with from now on. */
export default function LoginMAChoicePage() {
  usePageTitle('选择登录手机号');
  const info = useMultiAccountInfo();
  return <QueryView query={info}>{(data) => <Choice info={data} />}</QueryView>;
}

function Choice({ info }: { info: MultiAccountInfoData }) {
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (info.isMulti === 0) {
    return (
      <div className="ui-result">
        <h2>无需处理</h2>
        <p>您的账户只绑定了一个手机号 {info.loginMobile}</p>
        <Button block color="primary" shape="rounded" onClick={() => shell.navigate(returnTarget(params), { replace: true })}>
          继续
        </Button>
      </div>
    );
  }

  const next = () => {
    if (chosen === null) {
      setError('请选择一个手机号');
      return;
    }
    shell.navigate({ name: 'mAVerifyMobile', query: carryQuery(params, { mobileId: chosen }) });
  };

  return (
    <div className="ui-page">
      <MaSteps current={0} />
      <p className="ui-hint">您的身份下有多个手机号。请选择今后用于登录的手机号，其余手机号将与账户解除绑定。</p>
      <div className="ui-list login-choice" role="radiogroup" aria-label="已绑定的手机号">
        {info.mobiles.map((m) => (
          <label key={m.id}>
            <input
              type="radio"
              name="ma-mobile"
              value={m.id}
              checked={chosen === m.id}
              onChange={() => {
                setChosen(m.id);
                setError(null);
              }}
            />
            <span>{m.mobileMask}</span>
            {m.current && <span className="tag">当前登录</span>}
          </label>
        ))}
      </div>
      <p className="ui-error" role="alert">{error}</p>
      <div className="ui-actions">
        <Button block color="primary" size="large" shape="rounded" onClick={next}>
          下一步
        </Button>
      </div>
      <div className="ui-links">
        <button type="button" className="acc-link-button" onClick={() => shell.navigate(returnTarget(params), { replace: true })}>
          暂不处理
        </button>
      </div>
    </div>
  );
}
