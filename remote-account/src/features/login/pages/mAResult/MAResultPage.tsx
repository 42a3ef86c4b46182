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

/** /mAResult: the outcome, read from the server (not from the previous page). */
export default function MAResultPage() {
  usePageTitle('处理结果');
  const info = useMultiAccountInfo();
  return <QueryView query={info}>{(data) => <Outcome info={data} />}</QueryView>;
}

function Outcome({ info }: { info: MultiAccountInfoData }) {
  const [params] = useSearchParams();
  const done = info.isMulti === 0;

  return (
    <div className="ui-page">
      <MaSteps current={3} />
      <div className="ui-result">
        <h2>{done ? '设置成功' : '尚未完成'}</h2>
        <p>{done ? `今后请使用 ${info.loginMobile} 登录，其余手机号已解除绑定` : '您的账户仍绑定多个手机号，请重新选择登录手机号'}</p>
        {done ? (
          <Button block color="primary" shape="rounded" onClick={() => shell.navigate(returnTarget(params), { replace: true })}>
            完成
          </Button>
        ) : (
          <Button block color="primary" shape="rounded" onClick={() => shell.navigate({ name: 'loginMAChoice', query: carryQuery(params) }, { replace: true })}>
            重新选择
          </Button>
        )}
      </div>
    </div>
  );
}
