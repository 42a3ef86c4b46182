import { shell, type ApiError } from '@credit/shared';
import { useResetTradePwd } from '../../api';
import { dealResetProof } from '../../components/flowState';
import { DEAL_RESET_STEPS } from '../../components/labels';
import { PasswordChangeForm, type PasswordValues } from '../../components/PasswordChangeForm';
import { Steps } from '@credit/shared/ui';
import { BackToStepOne, useProof } from '../../components/useProof';
import '@credit/shared/ui.css';
import '../../components/passwords.css';

const STEP_ONE = '/resetDealPw';

/** Deal password reset, step 2 of 2: the new deal password, sent with what step 1 verified. */
export default function ResetDealPw2Page() {
  const proof = useProof(dealResetProof, STEP_ONE);
  const reset = useResetTradePwd();
  if (!proof) return <BackToStepOne />;

  const done = async () => {
    dealResetProof.clear();
    await shell.alert({ title: '交易密码已重置', content: '请牢记新的交易密码，借款和绑卡时需要使用。', confirmText: '好的' });
    shell.navigate('/pwSetting', { replace: true });
  };

  /** Anything step 1 proved that no longer holds (code spent or expired, card unbound): start over. */
  const stepOneFailed = async (_error: ApiError, message: string) => {
    dealResetProof.clear();
    await shell.alert({ content: message, confirmText: '重新验证' });
    shell.navigate(STEP_ONE, { replace: true });
    return true;
  };

  return (
    <div className="ui-page">
      <Steps labels={DEAL_RESET_STEPS} current={1} />
      <p className="pw-note">身份验证通过，请设置新的交易密码</p>
      <PasswordChangeForm
        kind="deal"
        withOld={false}
        submitText="确认"
        mutation={reset}
        body={({ password, confirm }: PasswordValues) => ({ verifyCode: proof.code, certId: proof.certId, cardNo: proof.cardNo, password, confirmPassword: confirm })}
        onAnswer={done}
        onForeignRefusal={stepOneFailed}
      />
    </div>
  );
}
