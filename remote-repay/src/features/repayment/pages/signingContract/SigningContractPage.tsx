import { useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage, shell, useSigningApply, useSigningConfirm, useSigningQuery } from '@credit/shared';
import type { SigningQueryData } from '@credit/shared/api';
import { QueryView, SmsCodeField } from '@credit/shared/ui';
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

function SignForm({ orderNo, s }: { orderNo: string; s: SigningQueryData }) {
  const apply = useSigningApply();
  const confirm = useSigningConfirm();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const running = useRef(false);
  const back = () => shell.navigate(`/cashier_desk?orderNo=${orderNo}`, { replace: true });

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
  const submit = async () => {
    if (running.current) return;
    if (!/^\d{6}$/.test(code)) {
      setError('请输入6位验证码');
      return;
    }
    running.current = true;
    try {
      await confirm.mutateAsync({ orderNo, code });
      // The cashier desk offers protocol payment once its channels are read again.
      await client.invalidateQueries({ queryKey: repaymentKeys.channels(orderNo) });
      shell.toast('签约成功');
      back();
    } catch (e) {
      const message = failureMessage(e);
      if (message) setError(message);
    } finally {
      running.current = false;
    }
  };
  return (
    <>
      <p className="rp-notice">签约后，到期应还金额可由银行按协议自动代扣，避免逾期。</p>
      <section className="rp-card">
        {card}
        <SmsCodeField
          id="sign-code"
          value={code}
          onChange={(v) => { setCode(v); setError(undefined); }}
          error={error}
          onSend={async () => {
            try {
              await apply.mutateAsync(orderNo);
              return true;
            } catch (e) {
              const message = failureMessage(e);
              if (message) setError(message);
              return false;
            }
          }}
        />
      </section>
      <div className="rp-actions">
        <Button block color="primary" size="large" loading={confirm.isPending} disabled={confirm.isPending} onClick={() => void submit()}>
          同意协议并签约
        </Button>
      </div>
    </>
  );
}
