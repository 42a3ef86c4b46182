import { shell } from '@credit/shared';
import type { EarlyQuoteData, RepaymentData, RepaymentInterestContentData } from '@credit/shared/api';
import { formatMoney, formatYuan } from '@credit/shared/money';
import { QueryView, GuestGate } from '@credit/shared/ui';
import { ParamPage } from '../../../../components/params';
import { PayConfirm } from '../../../../components/PayConfirm';
import { settleEarly, useEarlyQuote, useInterestContent } from '../../api';
import { showAnswer } from '../../components/showAnswer';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * Early settlement of one order (spec 2.2 /prepaymentApply/:appId, the order number; spec 4.6): the
 * server's quote for today (overdue in full, principal owed, interest to the day, the early fee, a
 * deferral's fee still unpaid), what
 * it saves against paying on schedule, then the deal password. The quoted total goes along and the
 * server refuses it if the quote has changed since (a new day, another payment). Ends on /prepaymentApplySucc.
 * The terms are the order's funder's (repaymentInterestContent, ADR 033): one that takes no early
 * settlement says so, and nothing is offered to pay.
 */
export default function PrepaymentApplyPage() {
  return (
    <GuestGate what="提前还款金额">
      {() => <ParamPage name="orderNo" from="appId">{(orderNo) => <Early orderNo={orderNo} />}</ParamPage>}
    </GuestGate>
  );
}

function Early({ orderNo }: { orderNo: string }) {
  const terms = useInterestContent(orderNo);
  return (
    <div className="rp-page">
      <QueryView query={terms}>{(t) => (t.earlySettlement ? <EarlyQuote orderNo={orderNo} terms={t} /> : <Closed terms={t} />)}</QueryView>
    </div>
  );
}

function EarlyQuote({ orderNo, terms }: { orderNo: string; terms: RepaymentInterestContentData }) {
  const quote = useEarlyQuote(orderNo);
  return <QueryView query={quote}>{(q) => <Quote q={q} terms={terms} />}</QueryView>;
}

/** A funder that takes no early settlement: its words, and the way back to the bill. */
function Closed({ terms }: { terms: RepaymentInterestContentData }) {
  return (
    <section className="rp-result" aria-label="提前结清">
      <h2>暂不支持提前结清</h2>
      <p data-testid="early-terms">{terms.content}</p>
    </section>
  );
}

function Quote({ q, terms }: { q: EarlyQuoteData; terms: RepaymentInterestContentData }) {
  const done = (r: RepaymentData) =>
    r.status === 'success' ? shell.navigate(`/prepaymentApplySucc?repayNo=${r.repayNo}`, { replace: true }) : showAnswer(r);
  return (
    <>
      <section className="rp-hero" aria-label="提前结清应还">
        <p>今日（{q.day}）结清需还（元）</p>
        <strong data-testid="early-total">{formatMoney(q.totalFen)}</strong>
        <p>
          比按期还款节省 <span data-testid="early-saved">{formatMoney(q.savedFen)}</span>元
        </p>
      </section>
      <section className="rp-card" aria-label="提前结清明细">
        <dl className="rp-facts">
          {q.overdueFen > 0 && <div className="rp-overdue"><dt>逾期应还（含罚息）</dt><dd>{formatYuan(q.overdueFen)}</dd></div>}
          <div><dt>剩余本金</dt><dd>{formatYuan(q.principalFen)}</dd></div>
          <div><dt>利息（按日计算至今日）</dt><dd>{formatYuan(q.interestFen)}</dd></div>
          <div><dt>提前还款服务费</dt><dd>{formatYuan(q.feeFen)}</dd></div>
          {q.deferralFeeFen > 0 && <div><dt>延期服务费</dt><dd data-testid="early-deferral-fee">{formatYuan(q.deferralFeeFen)}</dd></div>}
          <div><dt>按期还款剩余应还</dt><dd>{formatYuan(q.scheduledRestFen)}</dd></div>
          <div className="rp-saved"><dt>提前结清节省</dt><dd>{formatYuan(q.savedFen)}</dd></div>
        </dl>
      </section>
      <p className="rp-hint" data-testid="early-terms">{terms.content}</p>
      <p className="rp-hint">结清后该笔借款不再产生利息，可申请结清证明。金额按今日计算，次日将重新计算。</p>
      <PayConfirm
        screen="early"
        subject={`${q.orderNo}:${q.day}:${q.totalFen}`}
        amountFen={q.totalFen}
        label="确认提前结清"
        ticketFor={{ payFor: 'earlyRepay', subject: q.orderNo, amountFen: q.totalFen }}
        pay={(payTicket, key) => settleEarly({ orderNo: q.orderNo, payTicket, totalFen: q.totalFen }, key)}
        onAnswer={done}
      />
    </>
  );
}
