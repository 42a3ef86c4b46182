import { useEffect, useState } from 'react';
import { useSearchParams } from '@credit/shared/router';
import { Button, Input } from 'antd-mobile';
import { isBillIds, MESSAGES, repaysOnPlatform, shell } from '@credit/shared';
import type { BillItem, PayChannel, RepayApplyData, RepayRouteData } from '@credit/shared/api';
import { ALLOCATION_ORDER_TEXT, formatMoney, parseYuan } from '@credit/shared/money';
import { LoadFailed, Loading, QueryView, useSubmit } from '@credit/shared/ui';
import { useUnpaidBillsOfOrder } from '../../../../components/billApi';
import { BillRow } from '../../../../components/BillRow';
import { CreditorSplit, SplitFigures } from '../../../../components/Figures';
import { OverdueNotice } from '../../../../components/OverdueNotice';
import { ParamPage } from '../../../../components/params';
import { PayConfirm } from '../../../../components/PayConfirm';
import { choiceUpTo, initialChoice, payableBills, periodsOf, toggleBill } from '../../../../components/periodChoice';
import { confirmApplied, payPartner, payPeriods, useMergedApply, useOneKeyApply, usePayChannels, usePeriodsQuote, useRepayRoute, useStartAlipay } from '../../api';
import { rememberAlipay } from '../../components/alipayHandoff';
import { showAnswer } from '../../components/showAnswer';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * The cashier desk (spec 2.2 /cashier_desk, 4.6): every card repayment ends here.
 * - `?orderNo=[&periods=N]`: chosen periods of one order (active repayment by card, protocol payment,
 *   or Alipay), the period rules of `periodChoice`, the server's quote for the choice, optionally a
 *   part of it by card; an order a partner repays on its own path (repayment/route, ADR 033) is quoted
 *   by planPaySelect4Rule and paid whole on that path, with neither another channel nor a part;
 * - `?kind=oneKey`: everything due now across orders; `?kind=merged&billIds=`: chosen bills across
 *   orders. Both are made by the server first (step 1) and confirmed here (step 2).
 */
export default function CashierDeskPage() {
  const [search] = useSearchParams();
  const kind = search.get('kind');
  if (kind === 'oneKey') return <OneKey />;
  if (kind === 'merged') return <Merged billIds={search.get('billIds') ?? ''} />;
  return <ParamPage name="orderNo">{(orderNo) => <OrderDesk orderNo={orderNo} upTo={Number(search.get('periods')?.split(',').pop() ?? 0)} />}</ParamPage>;
}

function OneKey() {
  const apply = useOneKeyApply();
  return <Applied query={apply} kind="oneKey" title="一键还款：当前所有应还账单" />;
}

function Merged({ billIds }: { billIds: string }) {
  const valid = isBillIds(billIds);
  const apply = useMergedApply(valid ? billIds : '');
  if (!valid) {
    return (
      <div className="rp-result">
        <h2>请先选择要合并还款的账单</h2>
        <Button color="primary" onClick={() => shell.navigate('/merge-bill-list', { replace: true })}>选择账单</Button>
      </div>
    );
  }
  return <Applied query={apply} kind="merged" title="合并还款：所选账单" />;
}

/** Step 2 of one-key and merged repayment: the server's repayment and quote, then the deal password. */
function Applied({ query, kind, title }: { query: ReturnType<typeof useOneKeyApply>; kind: 'oneKey' | 'merged'; title: string }) {
  if (query.isError) {
    return (
      <div className="rp-page">
        <LoadFailed title="暂时无法发起还款" error={query.error} onRetry={() => void query.refetch()} />
        <div className="rp-actions"><Button block fill="none" onClick={() => shell.navigate('/billList')}>返回账单</Button></div>
      </div>
    );
  }
  if (!query.data) return <Loading lines={6} label="正在计算应还金额" />;
  const { repayment, quote }: RepayApplyData = query.data;
  return (
    <div className="rp-page">
      <section className="rp-card" aria-label={title}>
        <h2 className="rp-card-title">{title}</h2>
        <SplitFigures split={quote} />
        <CreditorSplit split={quote} />
      </section>
      <OverdueNotice bills={quote.bills} />
      <section className="rp-card" aria-label="本次还款的账单">
        {quote.bills.map((b) => <BillRow key={b.billId} bill={b} />)}
      </section>
      <p className="rp-hint">将从借款收款银行卡扣款</p>
      <PayConfirm
        screen={kind}
        subject={repayment.repayNo}
        amountFen={quote.totalFen}
        ticketFor={{ payFor: 'repayConfirm', subject: repayment.repayNo }}
        pay={(payTicket, key) => confirmApplied(kind, { repayNo: repayment.repayNo, payTicket }, key)}
        onAnswer={showAnswer}
      />
    </div>
  );
}

function OrderDesk({ orderNo, upTo }: { orderNo: string; upTo: number }) {
  const bills = useUnpaidBillsOfOrder(orderNo);
  const route = useRepayRoute(orderNo);
  return (
    <div className="rp-page">
      <QueryView
        query={bills}
        isEmpty={(d) => d.bills.length === 0}
        empty={
          <div className="rp-result">
            <h2>这笔借款当前没有需要还款的账单</h2>
            <Button color="primary" fill="outline" onClick={() => shell.navigate(`/billdetail_page?orderNo=${orderNo}`)}>查看借款账单</Button>
          </div>
        }
      >
        {(d) => <QueryView query={route}>{(r) => <PeriodsDesk orderNo={orderNo} bills={payableBills(d.bills)} upTo={upTo} route={r} />}</QueryView>}
      </QueryView>
    </div>
  );
}

function PeriodsDesk({ orderNo, bills, upTo, route }: { orderNo: string; bills: BillItem[]; upTo: number; route: RepayRouteData }) {
  const partnerPath = repaysOnPlatform(route.path) ? null : route.path;
  const [chosen, setChosen] = useState(() => (upTo > 0 ? choiceUpTo(bills, upTo) : initialChoice(bills)));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [channel, setChannel] = useState<PayChannel>('bankCard');
  const [part, setPart] = useState('');
  const [partError, setPartError] = useState<string | null>(null);
  const periods = periodsOf(bills, chosen);
  const quote = usePeriodsQuote(orderNo, periods, partnerPath !== null);
  const channels = usePayChannels(orderNo);
  const total = quote.data?.totalFen ?? 0;
  const partFen = part.trim() === '' ? null : parseYuan(part);
  // The part the card repayment sends (and its pay ticket names); none pays the chosen periods in full.
  const paidPart = channel === 'bankCard' && partFen !== null && partnerPath === null ? partFen : undefined;

  // The choice changed: a part typed for the old total may no longer fit.
  useEffect(() => setPartError(null), [periods]);

  const toggle = (billId: string) => {
    const next = toggleBill(bills, chosen, billId);
    setRefusal(next.refused);
    setChosen(next.chosen);
  };

  const checkPart = (): string | null => {
    if (part.trim() === '' || partnerPath !== null) return null;
    if (partFen === null) return '请输入正确的金额，最多两位小数';
    if (partFen > total) return MESSAGES.repayTooMuch;
    if (partFen < Math.min(100, total)) return MESSAGES.repayTooLittle;
    return null;
  };

  return (
    <>
      <OverdueNotice bills={bills} />
      <section className="rp-card" aria-label="选择还款期数">
        <h2 className="rp-card-title">选择还款期数</h2>
        <p className="rp-muted">勾选第N期将同时勾选之前未还的各期，逾期账单需优先还清</p>
        {bills.map((b) => (
          <label key={b.billId} className="rp-pick">
            <input type="checkbox" checked={chosen.has(b.billId)} onChange={() => toggle(b.billId)} aria-label={`第${b.period}期`} />
            <BillRow bill={b} />
          </label>
        ))}
        {refusal && <p className="ui-error" role="alert">{refusal}</p>}
      </section>
      <section className="rp-card" aria-label="应还金额" aria-busy={quote.isFetching}>
        {periods === '' ? (
          <p className="rp-hint">请选择要还的期数</p>
        ) : quote.data ? (
          <>
            <SplitFigures split={quote.data} />
            <CreditorSplit split={quote.data} />
          </>
        ) : quote.isError ? (
          <LoadFailed title="应还金额计算失败" error={quote.error} onRetry={() => void quote.refetch()} />
        ) : (
          <Loading label="正在计算应还金额" />
        )}
      </section>
      {partnerPath !== null ? (
        <p className="rp-hint" data-testid="repay-route">本笔借款由{route.lenderName}出借，按资金方规则还款：每期须全额还清，不支持部分还款</p>
      ) : (
        <>
      <section className="rp-card">
        <fieldset className="rp-channels">
          <legend>还款方式</legend>
          {(channels.data?.list ?? [{ channel: 'bankCard' as const, title: '银行卡', enabled: true, note: '' }]).map((c) => (
            <div key={c.channel} className="rp-channel">
              <label>
                <input type="radio" name="channel" value={c.channel} checked={channel === c.channel} disabled={!c.enabled} onChange={() => setChannel(c.channel)} />
                <span>{c.channel === 'alipay' ? '支付宝' : c.title}</span>
                {c.note && <small>{c.note}</small>}
              </label>
              {!c.enabled && c.channel === 'protocol' && (
                <button type="button" className="rp-link" onClick={() => shell.navigate(`/signing_contract?orderNo=${orderNo}`)}>去签约</button>
              )}
            </div>
          ))}
        </fieldset>
      </section>
      {channel === 'bankCard' && quote.data && (
        <section className="rp-card" aria-label="部分还款">
          <label className="rp-part" htmlFor="part-amount">
            <span>本次还款金额（元）</span>
            <Input
              id="part-amount"
              inputMode="decimal"
              placeholder={`全部 ${formatMoney(total)}`}
              value={part}
              onChange={(v) => { setPart(v); setPartError(null); }}
              onBlur={() => setPartError(checkPart())}
            />
          </label>
          <p className="rp-muted">不填写即还清所选各期；部分还款按{ALLOCATION_ORDER_TEXT}的顺序抵扣</p>
          {partError && <p className="ui-error" role="alert">{partError}</p>}
        </section>
      )}
        </>
      )}
      {partnerPath !== null ? (
        <PayConfirm
          screen={`repay-${partnerPath}`}
          subject={`${orderNo}:${periods}`}
          amountFen={total}
          disabled={!quote.data || quote.isFetching || periods === ''}
          ticketFor={{ payFor: 'activeRepay', subject: orderNo }}
          pay={(payTicket, key) => payPartner(partnerPath, { orderNo, periods, payTicket }, key)}
          onAnswer={showAnswer}
        />
      ) : channel === 'alipay' ? (
        <AlipayStart orderNo={orderNo} periods={periods} disabled={!quote.data || quote.isFetching} />
      ) : (
        <PayConfirm
          screen={channel === 'bankCard' ? `repay-${partFen ?? 'all'}` : 'protocol'}
          subject={`${orderNo}:${periods}`}
          amountFen={channel === 'bankCard' && partFen !== null && checkPart() === null ? partFen : total}
          disabled={!quote.data || quote.isFetching || periods === '' || (channel === 'bankCard' && checkPart() !== null)}
          ticketFor={{ payFor: channel === 'bankCard' ? 'activeRepay' : 'protocolPayment', subject: orderNo, ...(paidPart === undefined ? {} : { amountFen: paidPart }) }}
          pay={(payTicket, key) => payPeriods(channel, { orderNo, periods, payTicket, ...(paidPart === undefined ? {} : { amountFen: String(paidPart) }) }, key)}
          onAnswer={showAnswer}
        />
      )}
    </>
  );
}

/**
 * Alipay: the server opens a payment at Alipay's (the sandbox's stand-in) cashier for the chosen
 * periods; the borrower pays there and the payment page polls. No deal password: Alipay asks for its own.
 */
function AlipayStart({ orderNo, periods, disabled }: { orderNo: string; periods: string; disabled: boolean }) {
  const start = useSubmit(useStartAlipay(), {
    // One key per choice of periods: a retry after a lost answer opens the same payment.
    idempotency: { screen: 'alipay', subject: `${orderNo}:${periods}` },
    onAnswer: (started) => {
      rememberAlipay(started);
      shell.navigate(`/payment?repayNo=${started.repayment.repayNo}`, { replace: true });
    },
  });
  return (
    <div className="rp-actions">
      {start.error && <p className="ui-error" role="alert">{start.error}</p>}
      <Button block color="primary" size="large" loading={start.pending} disabled={start.pending || disabled || periods === ''} onClick={() => void start.run({ orderNo, periods })}>
        去支付宝付款
      </Button>
    </div>
  );
}
