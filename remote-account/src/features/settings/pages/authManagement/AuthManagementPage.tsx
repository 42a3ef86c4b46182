import { Button, ErrorBlock } from 'antd-mobile';
import { formatDateTime, shell, useCreditReportOpen } from '@credit/shared';
import type { AuthorizationItem } from '@credit/shared/api';
import { useAuthorizations, useCancelAuthorization, useOpenAuthorization } from '../../api';
import { Loading, QueryView, useSubmit } from '@credit/shared/ui';
import '@credit/shared/ui.css';
import './authManagement.css';

/** Authorisation management (/authManagement, spec 7.5 authorization info/cancel/open): a cancelled authorisation can be granted again. */
export default function AuthManagementPage() {
  const authorizations = useAuthorizations();
  const cancel = useSubmit(useCancelAuthorization(), { onAnswer: () => shell.toast('已取消授权') });
  const grant = useSubmit(useOpenAuthorization(), { onAnswer: () => shell.toast('已重新授权') });
  // The credit-report authorisation is offered only while creditReportSwitch is open (ADR 040); the server refuses it too.
  const creditReportOpen = useCreditReportOpen();

  const revoke = async (item: AuthorizationItem) => {
    cancel.setError(null);
    grant.setError(null);
    const sure = await shell.confirm({
      content: `确定取消“${item.title}”吗？取消后相关服务可能无法继续使用。`,
      confirmText: '取消授权',
      cancelText: '再想想',
    });
    if (sure) await cancel.run(item.id);
  };

  return (
    <QueryView
      query={authorizations}
      loading={<Loading lines={4} />}
      failedTitle="授权信息加载失败"
      isEmpty={(data) => data.list.length === 0}
      empty={
        <div className="ui-page">
          <ErrorBlock status="empty" title="暂无授权" description="您授权给本平台的事项会显示在这里" />
        </div>
      }
    >
      {(data) => (
        <AuthorizationList
          list={data.list}
          error={cancel.error ?? grant.error}
          busy={grant.pending}
          grantable={(item) => item.kind !== 'creditQuery' || creditReportOpen === true}
          onRevoke={(item) => void revoke(item)}
          onGrant={(item) => {
            cancel.setError(null);
            void grant.run(item.kind);
          }}
        />
      )}
    </QueryView>
  );
}

function AuthorizationList({ list, error, busy, grantable, onRevoke, onGrant }: {
  list: AuthorizationItem[];
  error: string | null;
  busy: boolean;
  /** Whether a cancelled authorisation may be granted again now. */
  grantable: (item: AuthorizationItem) => boolean;
  onRevoke: (item: AuthorizationItem) => void;
  onGrant: (item: AuthorizationItem) => void;
}) {
  return (
    <div className="ui-page">
      <ul className="ui-list auth-list" aria-label="授权列表">
        {list.map((item) => (
          <li key={item.id} aria-label={item.title}>
            <div>
              <span className="auth-title">{item.title}</span>
              <span className="auth-meta">
                {item.status === 'granted' ? `授权于 ${formatDateTime(item.grantedAt)}` : `已于 ${formatDateTime(item.cancelledAt ?? item.grantedAt)} 取消`}
              </span>
            </div>
            {item.status === 'granted' ? (
              <Button size="small" shape="rounded" onClick={() => onRevoke(item)}>
                取消授权
              </Button>
            ) : grantable(item) ? (
              <Button size="small" shape="rounded" color="primary" fill="outline" disabled={busy} onClick={() => onGrant(item)}>
                重新授权
              </Button>
            ) : (
              <span className="auth-meta" data-testid={`auth-closed-${item.kind}`}>暂不可授权</span>
            )}
          </li>
        ))}
      </ul>
      <p className="ui-error" role="alert">{error}</p>
    </div>
  );
}
