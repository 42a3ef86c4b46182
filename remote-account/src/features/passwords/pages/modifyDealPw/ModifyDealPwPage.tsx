import { useState } from 'react';
import { useSearchParams } from '@credit/shared/router';
import type { OneCardInfoData } from '@credit/shared/api';
import { readReturnUrl, shell, usePageTitle } from '@credit/shared';
import { useOneCardInfo } from '../../../../components/oneCard';
import { useModifyTradePwd, useSetTradePwd } from '../../api';
import { QueryView } from '@credit/shared/ui';
import { changeBody, PasswordChangeForm, type PasswordValues } from '../../components/PasswordChangeForm';
import '@credit/shared/ui.css';
import '../../components/passwords.css';

/**
 * Change of the deal password: old, new and confirmation. A user without one (oneCard/info
 * tradePwdSet 0) sets it here instead (oneCard/setTradePwd), since there is nothing to change yet.
 * A flow that sent the user here (the loan confirm page) is returned to through `returnUrl`.
 */
export default function ModifyDealPwPage() {
  const account = useOneCardInfo();
  return <QueryView query={account}>{(card) => <DealPasswordForm card={card} />}</QueryView>;
}

function DealPasswordForm({ card }: { card: OneCardInfoData }) {
  // Set or change, as the page opened: setting one refreshes the account info (now tradePwdSet 1),
  // and the form must not turn into the change form under the success dialog.
  const [isSet] = useState(card.tradePwdSet === 1);
  const [params] = useSearchParams();
  const returnUrl = readReturnUrl(params);
  usePageTitle(isSet ? null : '设置交易密码');
  const setPassword = useSetTradePwd();
  const modifyPassword = useModifyTradePwd();

  const done = async () => {
    await shell.alert({ title: isSet ? '交易密码修改成功' : '交易密码设置成功', content: '请牢记新的交易密码，借款和绑卡时需要使用。', confirmText: '好的' });
    shell.navigate(returnUrl ?? '/pwSetting', { replace: true });
  };

  return (
    <div className="ui-page">
      {isSet ? (
        <PasswordChangeForm
          kind="deal"
          withOld
          submitText="确认修改"
          mutation={modifyPassword}
          body={changeBody}
          onAnswer={done}
          forgotLink={{ to: '/resetDealPw', text: '忘记原交易密码？' }}
        />
      ) : (
        <>
          <p className="pw-note">您还没有交易密码，设置后用于借款和绑卡等操作的身份确认。</p>
          <PasswordChangeForm
            kind="deal"
            withOld={false}
            submitText="确认设置"
            mutation={setPassword}
            body={({ password, confirm }: PasswordValues) => ({ password, confirmPassword: confirm })}
            onAnswer={done}
          />
        </>
      )}
    </div>
  );
}
