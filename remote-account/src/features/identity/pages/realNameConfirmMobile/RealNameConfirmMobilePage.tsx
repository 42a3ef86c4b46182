import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from '@credit/shared/router';
import { flowRoute, maskMobile, readReturnUrl, shell, useBaseInfo } from '@credit/shared';
import '@credit/shared/ui.css';

type Choice = 'account' | 'other';

/**
 * /realNameConfirmMobile (spec 2.8): during real name the user confirms which mobile the bank card
 * is reserved with: the account's own (pre-filled on the card form) or another one.
 */
export default function RealNameConfirmMobilePage() {
  const [params] = useSearchParams();
  const returnUrl = readReturnUrl(params);
  const { data: info } = useBaseInfo();
  const [choice, setChoice] = useState<Choice>('account');
  const masked = maskMobile(info?.mobile);

  return (
    <div className="ui-page">
      <p className="ui-hint">请确认您的银行卡预留手机号，绑卡时银行将向该号码发送验证码。</p>
      <div className="ui-list" role="radiogroup" aria-label="银行预留手机号">
        {(
          [
            ['account', `本机号码 ${masked}`],
            ['other', '使用其他手机号'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="ui-choice">
            <span>{label}</span>
            <input type="radio" name="reserved-mobile" value={value} checked={choice === value} onChange={() => setChoice(value)} />
          </label>
        ))}
      </div>
      <div className="ui-actions">
        <Button block color="primary" size="large" shape="rounded" onClick={() => shell.navigate(flowRoute('/bankCard', returnUrl, { open: '1', mobile: choice }), { replace: true })}>
          确认
        </Button>
      </div>
    </div>
  );
}
