import { useSearchParams } from '@credit/shared/router';
import { Button, DotLoading } from 'antd-mobile';
import { CREDIT_STATUS, REFRESH_TYPES, shell, type RefreshType } from '@credit/shared';
import { QueryView } from '@credit/shared/ui';
import { useItemStatus } from '../../api';
import { ITEM_TITLES } from '../../components/items';
import { useStartItem } from '../../components/useStartItem';
import '@credit/shared/ui.css';
import '../../components/authentication.css';

const isRefreshType = (t: string | null): t is RefreshType => (REFRESH_TYPES as readonly (string | null)[]).includes(t);

/**
 * The verification result (spec 2.4 /refresh?type=operator|socialSecurity|housingFund|sesame|face|creditCard),
 * where an external verification returns: reads the item and keeps asking while it is 认证中; then
 * 认证成功, or 认证失败 with the reason and 重新认证; 返回认证中心 leads to the hub.
 */
export default function RefreshPage() {
  const [search] = useSearchParams();
  const type = search.get('type');
  if (!isRefreshType(type)) {
    return (
      <div className="auth-result">
        <h2>认证项目不存在</h2>
        <Button block color="primary" onClick={() => shell.navigate('/cashAuthentication', { replace: true })}>返回认证中心</Button>
      </div>
    );
  }
  return <ItemResult type={type} />;
}

function ItemResult({ type }: { type: RefreshType }) {
  const status = useItemStatus(type);
  const starter = useStartItem();
  const hub = () => shell.navigate('/cashAuthentication', { replace: true });
  return (
    <QueryView query={status}>
      {(s) => (
        <div className="auth-result" data-testid="auth-result" data-status={s.status} aria-live="polite">
          <p>{ITEM_TITLES[type]}</p>
          {s.status === CREDIT_STATUS.processing && (
            <>
              <DotLoading />
              <h2>认证中</h2>
              <p>正在获取认证结果，请稍候</p>
            </>
          )}
          {s.status === CREDIT_STATUS.done && <h2>已认证</h2>}
          {s.status === CREDIT_STATUS.failed && (
            <>
              <h2>认证失败</h2>
              {s.reason && <p>{s.reason}</p>}
            </>
          )}
          {s.status === CREDIT_STATUS.none && <h2>未认证</h2>}
          {(s.status === CREDIT_STATUS.failed || s.status === CREDIT_STATUS.none) && (
            <Button block color="primary" disabled={starter.pending} onClick={() => void starter.start(type)}>
              {s.status === CREDIT_STATUS.failed ? '重新认证' : '去认证'}
            </Button>
          )}
          {starter.error && <p className="ui-error" role="alert">{starter.error}</p>}
          <Button block fill="outline" onClick={hub}>返回认证中心</Button>
        </div>
      )}
    </QueryView>
  );
}
