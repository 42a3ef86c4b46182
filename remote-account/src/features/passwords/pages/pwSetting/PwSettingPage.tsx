import { ACCOUNT_MESSAGES, fingerprintPaySupported, maskMobile, shell, useBaseInfo, type UserBaseInfo } from '@credit/shared';
import { useOneCardInfo } from '../../../../components/oneCard';
import { Loading, QueryView } from '@credit/shared/ui';
import { FingerprintPaySwitch } from '../../components/FingerprintPaySwitch';
import '@credit/shared/ui.css';
import '../../components/passwords.css';

/**
 * Security settings (login): the login password, and the deal password (set, change or reset); in a native
 * app that supports it, the fingerprint pay switch (ADR 030).
 */
export default function PwSettingPage() {
  const baseInfo = useBaseInfo();
  // null: the session ended meanwhile; the guard takes the user to login.
  return (
    <QueryView query={baseInfo} isEmpty={(info) => info === null} empty={<Loading />}>
      {(info) => info && <Settings info={info} />}
    </QueryView>
  );
}

function Settings({ info }: { info: UserBaseInfo }) {
  // The deal password's state has its own line: loading, failed with a retry, or the entries.
  const account = useOneCardInfo();
  const accountFailed = account.data === undefined && account.isError && !account.isFetching;
  const realNamed = info.ucrealnamed === 'Y';

  /** A deal password belongs to a verified identity: send an unverified user to verify first. */
  const setDealPassword = async () => {
    if (realNamed) return shell.navigate('/modifyDealPw');
    if (await shell.confirm({ content: `${ACCOUNT_MESSAGES[1000]}，实名认证后才能设置交易密码`, confirmText: '去实名', cancelText: '取消' })) shell.navigate('/realName');
  };

  return (
    <div className="ui-page">
      <p className="pw-section">登录密码</p>
      <nav className="ui-list" aria-label="登录密码">
        <button type="button" onClick={() => shell.navigate('/modifyLoginPw')}>
          修改登录密码
          <span className="value">{maskMobile(info.mobile)} ›</span>
        </button>
        <button type="button" onClick={() => shell.navigate('/smsResetLoginPw')}>
          忘记登录密码
          <span className="value">短信验证 ›</span>
        </button>
      </nav>
      <p className="pw-section">交易密码</p>
      <nav className="ui-list" aria-label="交易密码">
        {account.data === undefined && !accountFailed && (
          <div role="status">
            交易密码
            <span className="value">加载中…</span>
          </div>
        )}
        {accountFailed && (
          <button type="button" onClick={() => void account.refetch()}>
            交易密码状态加载失败
            <span className="value pw-warn">点击重试</span>
          </button>
        )}
        {account.data !== undefined && account.data.tradePwdSet !== 1 && (
          <button type="button" onClick={() => void setDealPassword()}>
            设置交易密码
            <span className="value pw-warn">未设置 ›</span>
          </button>
        )}
        {account.data?.tradePwdSet === 1 && (
          <>
            <button type="button" onClick={() => shell.navigate('/modifyDealPw')}>
              修改交易密码
              <span className="value">›</span>
            </button>
            <button type="button" onClick={() => shell.navigate('/resetDealPw')}>
              重置交易密码
              <span className="value">忘记密码时使用 ›</span>
            </button>
            {fingerprintPaySupported() && <FingerprintPaySwitch />}
          </>
        )}
      </nav>
      <p className="ui-hint">交易密码用于借款、绑卡等操作时确认是您本人。请勿将密码告诉他人。</p>
    </div>
  );
}
