import { useState } from 'react';
import { PATTERNS, useSigningApply, useSigningConfirm, useSigningQuery } from '@credit/shared';
import { fieldMap, QueryView, SMS_CODE_STATUSES, SmsCodeField, useSendCode, type PayStep } from '@credit/shared/ui';

/** The signing code's refusals (wrong, expired, too many tries) belong to the code field. */
const CODE_FIELDS = fieldMap({ code: SMS_CODE_STATUSES });

/**
 * The card's withholding signing (spec 4.7) as the step before the deal password: the code goes to
 * the card's reserved mobile (signing apply), and is confirmed (signing confirm) under the same tap as
 * the loan submit, before the pay ticket is bought. Undefined once the card is signed.
 */
export function useWithholdingStep(orderNo: string, signedByOrder: boolean): PayStep | undefined {
  const signing = useSigningQuery(orderNo);
  const apply = useSigningApply();
  // The step's call runs inside PasswordPay's own submission, which shows its refusals (so mutateAsync, not a second useSubmit).
  const { mutateAsync: confirm } = useSigningConfirm();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const form = { setError: (_field: 'code', message: string | undefined) => setCodeError(message) };
  const send = useSendCode(apply, { variables: () => orderNo, form, fields: CODE_FIELDS, codeField: 'code' });

  if (signedByOrder || signing.data?.signed === 1) return undefined;
  return {
    view: (
      <QueryView query={signing} loading={null}>
        {(s) => (
          <>
            <p className="ui-hint">首次使用该卡借款需签署代扣协议，验证码将发送至银行预留手机号 {s.mobile}</p>
            <SmsCodeField id="sign-code" value={code} onChange={(v) => { setCode(v); setCodeError(undefined); }} error={codeError} send={send} />
          </>
        )}
      </QueryView>
    ),
    check: () => {
      const problem = PATTERNS.smsCode.test(code) ? undefined : '请输入6位验证码';
      setCodeError(problem);
      return problem === undefined;
    },
    run: () => confirm({ orderNo, code }),
    fields: CODE_FIELDS,
    setError: (_field, message) => setCodeError(message),
  };
}
