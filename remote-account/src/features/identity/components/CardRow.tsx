import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { maskCardNumber, RULES, shell, validate } from '@credit/shared';
import type { BoundCardData } from '@credit/shared/api';
import { useCancelBindCard } from '../api';
import { useSubmit, useSubmitForm } from '@credit/shared/ui';

interface Props {
  card: BoundCardData;
  /** Once a deal password is set, unbinding asks for it. */
  tradePwdSet: boolean;
  onChange: () => void;
  /** Its reserved mobile changed (user/open/changeAccountMobile). */
  onChangeMobile: () => void;
  onUnbound: () => void;
}

/** One bound card, masked to its last 4 digits, with change, its reserved mobile's change and unbind. */
export function CardRow({ card, tradePwdSet, onChange, onChangeMobile, onUnbound }: Props) {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const masked = maskCardNumber(card.cardNoMask);
  const inputId = `unbind-pwd-${card.cardId}`;
  // A wrong deal password and every other refusal show on the row's line.
  const unbinding = useSubmit(useCancelBindCard(), {
    onAnswer: () => {
      shell.toast('解绑成功');
      onUnbound();
    },
  });
  const unbind = (tradePassword?: string) => unbinding.run({ cardId: card.cardId, tradePassword });

  const start = async () => {
    unbinding.setError(null);
    if (tradePwdSet) {
      setAsking(true);
      return;
    }
    if (await shell.confirm({ content: `确定解绑尾号${card.cardLast4}的银行卡吗？`, confirmText: '解绑' })) await unbind();
  };

  // The password's message shows on the row's line, with the refusals; the line is there only when it says something.
  const passwordOk = () => {
    const problem = validate('dealPassword', password);
    unbinding.setError(problem);
    return !problem;
  };
  const confirmForm = useSubmitForm({ submit: unbinding, alsoCheck: passwordOk, onSubmit: () => unbind(password), emptyLine: false });

  return (
    <li className="ui-bank-card" aria-label={`${card.bankName} ${masked}`}>
      <div className="ui-bank-card-head">
        <strong>{card.bankName}</strong>
        {card.isDefault === 1 && <span className="ui-tag">默认</span>}
      </div>
      <div className="ui-bank-card-no">{masked}</div>
      <div className="ui-bank-card-actions">
        <button type="button" onClick={onChange}>更换</button>
        <button type="button" onClick={onChangeMobile}>改预留手机</button>
        <button type="button" onClick={() => void start()}>解绑</button>
      </div>
      {asking && (
        <form className="ui-unbind" {...confirmForm.formProps}>
          <label htmlFor={inputId}>交易密码</label>
          <Input id={inputId} type="password" autoComplete="off" placeholder={RULES.dealPassword.required} maxLength={16} value={password} onChange={setPassword} />
          <div className="ui-unbind-actions">
            <Button onClick={() => { setAsking(false); setPassword(''); unbinding.setError(null); }}>取消</Button>
            <Button color="primary" {...confirmForm.submitButtonProps}>确认解绑</Button>
          </div>
        </form>
      )}
      {confirmForm.errorLine}
    </li>
  );
}
