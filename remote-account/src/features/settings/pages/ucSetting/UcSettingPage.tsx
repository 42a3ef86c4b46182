import { Button } from 'antd-mobile';
import { logout, shell, useBaseInfo, useSwitchOpen } from '@credit/shared';
import { useAccountLogout } from '../../api';
import { useSubmit } from '@credit/shared/ui';
import '@credit/shared/ui.css';

const ENTRIES: Array<{ label: string; path: string }> = [
  { label: '安全设置', path: '/pwSetting' },
  { label: '全面认证', path: '/safeRertificate' },
  { label: '授权管理', path: '/authManagement' },
  { label: '存管账户设置', path: '/depositeSetting' },
];
/** Spec 6 logoutSwitch: account cancellation is offered while it is open. */
const CANCEL_ENTRY = { label: '注销账户', path: '/unregisterReminder' };

/** Account settings (/ucSetting, spec 2.7): the login mobile, security entries, and logout. */
export default function UcSettingPage() {
  const { data: info } = useBaseInfo();
  // A refusal ending the server session must not keep the user signed in on this phone: handled by
  // signing out here anyway (a lost answer the shell already said; a bug goes to the error boundary).
  const accountLogout = useSubmit(useAccountLogout(), { onRefused: () => true });
  const cancellable = useSwitchOpen('logoutSwitch');
  const entries = cancellable ? [...ENTRIES, CANCEL_ENTRY] : ENTRIES;

  const signOut = async () => {
    if (!(await shell.confirm({ content: '确定要退出登录吗？', confirmText: '退出登录' }))) return;
    // The server session ends first; whatever it answers, the user is signed out here.
    await accountLogout.run();
    // Leave before clearing the session, or this page's own guard would send the user to login.
    shell.navigate('/', { replace: true });
    logout();
  };

  return (
    <div className="ui-page">
      <nav className="ui-list" aria-label="账户设置">
        <button type="button" onClick={() => shell.navigate('/changeAccountMobile')}>
          <span>更换手机号</span>
          <span className="value">{info?.mobileMasked ?? ''} ›</span>
        </button>
        {entries.map((e) => (
          <button key={e.path} type="button" onClick={() => shell.navigate(e.path)}>
            <span>{e.label}</span>
            <span className="value" aria-hidden="true">›</span>
          </button>
        ))}
      </nav>
      <div className="ui-actions">
        <Button block size="large" shape="rounded" onClick={() => void signOut()}>
          退出登录
        </Button>
      </div>
    </div>
  );
}
