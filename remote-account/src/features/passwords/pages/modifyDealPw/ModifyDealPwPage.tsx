import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OneCardInfoData } from '@credit/shared/api';
import { shell, usePageTitle } from '@credit/shared';
import { oneCardInfo } from '../../../../components/oneCard';
import { modifyTradePwd, setTradePwd } from '../../api';
import { callApi } from '../../../../components/form/callApi';
import { LoadFailed, Loading } from '../../../../components/LoadStatus';
import { PasswordChangeForm, type PasswordValues } from '../../components/PasswordChangeForm';
import '../../../../components/form.css';
import '../../components/passwords.css';

/**
 * Change of the deal password: old, new and confirmation. A user without one (oneCard/info
 * tradePwdSet 0) sets it here instead (oneCard/setTradePwd), since there is nothing to change yet.
 */
export default function ModifyDealPwPage() {
  const [card, setCard] = useState<OneCardInfoData | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    void callApi(oneCardInfo, { loading: false }).then((outcome) => {
      if (outcome.ok) setCard(outcome.data);
      else setFailed(true);
    });
  }, []);
  useEffect(load, [load]);
  const isSet = card?.tradePwdSet === 1;
  usePageTitle(card && !isSet ? '设置交易密码' : null);

  if (!card) return (failed ? <LoadFailed onRetry={load} /> : <Loading />);

  const submit = async ({ old, password, confirm }: PasswordValues) => {
    const outcome = await callApi(() => (isSet ? modifyTradePwd({ oldPassword: old, password, confirmPassword: confirm }) : setTradePwd({ password, confirmPassword: confirm })));
    if (outcome.ok) {
      await shell.alert({ title: isSet ? '交易密码修改成功' : '交易密码设置成功', content: '请牢记新的交易密码，借款和绑卡时需要使用。', confirmText: '好的' });
      shell.navigate('/pwSetting', { replace: true });
    }
    return outcome;
  };

  return (
    <div className="acc-page">
      {!isSet && <p className="pw-note">您还没有交易密码，设置后用于借款和绑卡等操作的身份确认。</p>}
      <PasswordChangeForm
        key={isSet ? 'modify' : 'set'}
        kind="deal"
        withOld={isSet}
        submitText={isSet ? '确认修改' : '确认设置'}
        onSubmit={submit}
        footer={
          isSet && (
            <div className="acc-links">
              <span />
              <Link to="/resetDealPw">忘记原交易密码？</Link>
            </div>
          )
        }
      />
    </div>
  );
}
