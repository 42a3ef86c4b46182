import { useState } from 'react';
import { Button, ErrorBlock } from 'antd-mobile';
import { shell } from '@credit/shared';
import type { AuthorizationItem } from '@credit/shared/api';
import { authorizationInfo, cancelAuthorization } from '../../api';
import { callApi } from '../../../../components/form/callApi';
import { formatDateTime } from '../../components/format';
import { LoadFailed, Loading } from '../../../../components/LoadStatus';
import { useLoad } from '../../../../components/useLoad';
import '../../../../components/form.css';
import './authManagement.css';

/** Authorisation management (/authManagement, spec 7.5 authorization info/cancel). */
export default function AuthManagementPage() {
  const [load, retry, refresh] = useLoad(authorizationInfo);
  const [error, setError] = useState<string | null>(null);

  const revoke = async (item: AuthorizationItem) => {
    setError(null);
    const sure = await shell.confirm({
      content: `确定取消“${item.title}”吗？取消后相关服务可能无法继续使用。`,
      confirmText: '取消授权',
      cancelText: '再想想',
    });
    if (!sure) return;
    const outcome = await callApi(() => cancelAuthorization(item.id));
    if (!outcome.ok) {
      if (outcome.message) setError(outcome.message);
      return;
    }
    shell.toast('已取消授权');
    await refresh();
  };

  if (load.phase === 'loading') return <Loading lines={4} />;
  if (load.phase === 'failed') return <LoadFailed title="授权信息加载失败" message={load.message} onRetry={retry} />;
  const list: AuthorizationItem[] = load.data.list;
  if (list.length === 0) {
    return (
      <div className="acc-page">
        <ErrorBlock status="empty" title="暂无授权" description="您授权给本平台的事项会显示在这里" />
      </div>
    );
  }
  return (
    <div className="acc-page">
      <ul className="acc-list auth-list" aria-label="授权列表">
        {list.map((item) => (
          <li key={item.id} aria-label={item.title}>
            <div>
              <span className="auth-title">{item.title}</span>
              <span className="auth-meta">
                {item.status === 'granted' ? `授权于 ${formatDateTime(item.grantedAt)}` : `已于 ${formatDateTime(item.cancelledAt ?? item.grantedAt)} 取消`}
              </span>
            </div>
            {item.status === 'granted' ? (
              <Button size="small" shape="rounded" onClick={() => void revoke(item)}>
                取消授权
              </Button>
            ) : (
              <span className="value">已取消</span>
            )}
          </li>
        ))}
      </ul>
      <p className="acc-error" role="alert">{error}</p>
    </div>
  );
}
