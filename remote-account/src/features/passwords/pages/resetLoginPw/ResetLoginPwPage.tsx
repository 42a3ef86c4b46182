import { isLoginAtom, logout, maskMobile, sessionStore, shell, type ApiError } from '@credit/shared';
import { useForgetLoginPwd } from '../../api';
import { loginResetProof } from '../../components/flowState';
import { LOGIN_RESET_STEPS } from '../../components/labels';
import { SMS_CODE_STATUSES, Steps, inGroup } from '@credit/shared/ui';
import { PasswordChangeForm, type PasswordValues } from '../../components/PasswordChangeForm';
import { BackToStepOne, useProof } from '../../components/useProof';
import '@credit/shared/ui.css';
import '../../components/passwords.css';

const STEP_ONE = '/smsResetLoginPw';

/**
 * Forgotten login password, step 2 of 2 (public): the new password and its confirmation, sent with
 * the mobile and code step 1 verified. The sandbox ends every session of the account, so a user who
 * was logged in here is logged out too and signs in again with the new password.
 */
export default function ResetLoginPwPage() {
  const proof = useProof(loginResetProof, STEP_ONE);
  const reset = useForgetLoginPwd();
  if (!proof) return <BackToStepOne />;

  const done = async () => {
    loginResetProof.clear();
    const wasLoggedIn = sessionStore.get(isLoginAtom);
    // Every session ended on the server; logging out here drops this user's cached data too.
    if (wasLoggedIn) logout();
    await shell.alert({
      title: '登录密码已重置',
      content: wasLoggedIn ? '为了您的账户安全，所有设备已退出登录，请使用新密码重新登录。' : '请使用新密码登录。',
      confirmText: '去登录',
    });
    shell.navigate('/login', { replace: true });
  };

  /** The step-1 code is no longer good (expired, spent, locked): say so and start over. */
  const codeFailed = async (error: ApiError, message: string) => {
    if (!inGroup(SMS_CODE_STATUSES, error.status)) return false;
    loginResetProof.clear();
    await shell.alert({ content: message, confirmText: '重新验证' });
    shell.navigate(STEP_ONE, { replace: true });
    return true;
  };

  return (
    <div className="ui-page">
      <Steps labels={LOGIN_RESET_STEPS} current={1} />
      <p className="pw-note">正在为 {maskMobile(proof.mobile)} 设置新的登录密码</p>
      <PasswordChangeForm
        kind="login"
        withOld={false}
        submitText="确认修改"
        mutation={reset}
        body={({ password, confirm }: PasswordValues) => ({ mobile: proof.mobile, code: proof.code, password, confirmPassword: confirm })}
        onAnswer={done}
        onForeignRefusal={codeFailed}
      />
    </div>
  );
}

