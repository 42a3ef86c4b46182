import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { shell, useSigningApply, useSigningConfirm, useSigningQuery } from '@credit/shared';
import type { SigningQueryData } from '@credit/shared/api';
import { fieldMap, QueryView, SMS_CODE_STATUSES, SmsCodeField, useForm, useSendCode, useSubmit, useSubmitForm } from '@credit/shared/ui';
import { ParamPage } from '../../../../components/params';
import { repaymentKeys } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * The withholding agreement of an order's card (spec 2.2 /signing_contract?orderNo=, spec 4.7: query,
 * apply, confirm): a code to the card's reserved phone, then protocol payment is open on the cashier desk.
 */
export default function SigningContractPage() {
  return <ParamPage name="orderNo">{(orderNo) => <Signing orderNo={orderNo} />}</ParamPage>;
}

function Signing({ orderNo }: { orderNo: string }) {
  const signing = useSigningQuery(orderNo);
  return (
    <div className="rp-page">
      <QueryView query={signing}>{(s) => <SignForm orderNo={orderNo} s={s} />}</QueryView>
    </div>
  );
}

const RULE_KEYS = { code: 'smsCode' } as const;
/** The code's refusals (not sent yet, wrong, expired, too many tries) go to the code field. */
const FIELDS = fieldMap({ code: SMS_CODE_STATUSES });

function SignForm({ orderNo, s }: { orderNo: string; s: SigningQueryData }) {
  const client = useQueryClient();
  const form = useForm(RULE_KEYS);
  const back = () => shell.navigate(`/cashier_desk?orderNo=${orderNo}`, { replace: true });
  const send = useSendCode(useSigningApply(), { variables: () => orderNo, form, fields: FIELDS, codeField: 'code' });
  const sign = useSubmit(useSigningConfirm(), {
    fields: FIELDS,
    form,
    onAnswer: async () => {
      // The cashier desk offers protocol payment once its channels are read again.
      await client.invalidateQueries({ queryKey: repaymentKeys.channels(orderNo) });
      shell.toast('签约成功');
      back();
    },
  });
  // The page's own markup (rp-actions); the line shows only when it says something.
  const { formProps, submitButtonProps, errorLine } = useSubmitForm({ form, submit: sign, onSubmit: () => sign.run({ orderNo, code: form.clean('code') }), emptyLine: false });

  const card = (
    <dl className="rp-facts">
      <div><dt>银行卡</dt><dd>{s.bankName}（{s.cardNo.slice(-4)}）</dd></div>
      <div><dt>预留手机号</dt><dd>{s.mobile}</dd></div>
    </dl>
  );
  if (s.signed === 1) {
    return (
      <>
        <section className="rp-card">{card}</section>
        <div className="rp-result"><h2>已签约代扣协议</h2><p>可使用协议代扣还款</p></div>
        <div className="rp-actions"><Button block color="primary" onClick={back}>去还款</Button></div>
      </>
    );
  }
  return (
    <form {...formProps}>
      <p className="rp-notice">签约后，到期应还金额可由银行按协议自动代扣，避免逾期。</p>
      <section className="rp-card">
        {card}
        <SmsCodeField id="sign-code" {...form.field('code')} send={send} />
      </section>
      {errorLine}
      <div className="rp-actions">
        <Button block color="primary" size="large" {...submitButtonProps}>
          同意协议并签约
        </Button>
      </div>
    </form>
  );
}
