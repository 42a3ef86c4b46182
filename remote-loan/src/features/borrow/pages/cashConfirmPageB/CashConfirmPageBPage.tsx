import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { accountMessage, ApiError, COUNTDOWN_DEFAULT_SECONDS, CUSTODY_MESSAGES, flowRoute, HttpError, isPartnerLoan, SERVER_MESSAGE_STATUS, shell } from '@credit/shared';
import type { LoanDetailData, OrderOffersData } from '@credit/shared/api';
import { PasswordPay, QueryView, STILL_RUNNING_STATUS, useCountdown } from '@credit/shared/ui';
import { borrowKeys, invalidateCredit, readOrderStatus, submitConfirmed, useCustodyGuidance, useFunderSteps, useOrderDetail } from '../../api';
import { CancelOrderButton } from '../../components/CancelOrderButton';
import { Offers } from '../../components/Offers';
import { OrderPage } from '../../components/params';
import { TrialFigures } from '../../components/TrialFigures';
import { useWithholdingStep } from '../../components/WithholdingStep';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

/** The confirm screen's name for its Idempotency-Key (one per order). */
const LOAN_SUBMIT = 'loanSubmit';

/**
 * Refusals of a submit that may mean the order went ahead all the same: a different key on an order
 * already submitted (the server's own message, 40403), or this key's first try still in flight (1006).
 * PasswordPay asks the page first; an order still created leaves 1006 to its `stillRunning` line.
 */
const MAY_HAVE_GONE_AHEAD: readonly number[] = [SERVER_MESSAGE_STATUS, STILL_RUNNING_STATUS];

/**
 * Confirm the loan (spec 2.10 cashConfirmPageB, path /cashConfirm?orderNo=): the order's figures
 * again (APR first), the offer (interest-free claim or red packet, priced anew by the server), the
 * card's signing (spec 4.7) when not yet signed, then the deal password, which buys a pay ticket for
 * loanorder/submit: the shared PasswordPay, whose Idempotency-Key is made once for this order's
 * confirm screen and kept in sessionStorage, so a double tap, a retry and a reload give one order.
 * The lender (出借人) is named under the APR; a partner's order (ADR 032) is submitted with its chosen
 * offer by rateorder/ratePaySubmit (micropay's by its own cash/micropay/applyPay), the platform's own by
 * loanorder/submit (submitPathOf). A custody funder's order (ADR 037) is paid into the custody account: until
 * custody/mainGuidance says it is open with a card, the page says so and leads to /custodyOpen and back to
 * this order (whose offer the order itself holds).
 */
export default function CashConfirmPageBPage() {
  return <OrderPage>{(orderNo) => <OrderConfirm orderNo={orderNo} />}</OrderPage>;
}

function OrderConfirm({ orderNo }: { orderNo: string }) {
  const detail = useOrderDetail(orderNo);
  return (
    <div className="loan-page">
      <QueryView query={detail}>{(d) => <ConfirmForm detail={d} />}</QueryView>
    </div>
  );
}

function ConfirmForm({ detail }: { detail: LoanDetailData }) {
  const { order, trial } = detail;
  const orderNo = order.orderNo;
  const client = useQueryClient();
  const withholding = useWithholdingStep(orderNo, order.signed === 1);
  // An offer being priced: the figures shown are not yet the ones the submit would accept.
  const [pricing, setPricing] = useState(false);
  // The reading time before the borrower can confirm (spec 3 countDownTime, spec 9 default).
  const [reading] = useCountdown(order.countDownTime ?? COUNTDOWN_DEFAULT_SECONDS);
  const resultPage = `/cashResult?orderNo=${orderNo}`;

  // An order past this step has its result page.
  useEffect(() => {
    if (order.status !== 'created') shell.navigate(resultPage, { replace: true });
  }, [order.status, resultPage]);

  // A partner's order whose funder still waits for a step goes back to its steps (ADR 033).
  const steps = useFunderSteps(orderNo, { enabled: isPartnerLoan(order.capitalChannel) && order.status === 'created' });
  const stepLeft = steps.data?.next ?? null;
  useEffect(() => {
    if (stepLeft) shell.navigate(`/cashFunderSteps?orderNo=${orderNo}`, { replace: true });
  }, [stepLeft, orderNo]);

  // A custody funder's order needs the custody account open with its card before submit.
  const custody = useCustodyGuidance({ enabled: order.paidIntoCustody === 1 && order.status === 'created' });
  // Unread (a failed read): the submit is left to the server, which refuses with the same words.
  const custodyNeeded = order.paidIntoCustody === 1 && !custody.isError && (custody.data === undefined || custody.data.next !== null);

  /** Where the order is after a refusal that may hide a submission: past 'created', the result page. */
  const wentAhead = async (error: ApiError): Promise<boolean> => {
    if (!MAY_HAVE_GONE_AHEAD.includes(error.status)) return false;
    const now = await readOrderStatus(orderNo).catch((failure: unknown) => {
      // A failed read was told by the http client; the refusal is then shown as usual.
      if (failure instanceof ApiError || failure instanceof HttpError) return null;
      throw failure;
    });
    if (!now || now.order.status === 'created') return false;
    shell.navigate(resultPage, { replace: true });
    return true;
  };

  return (
    <>
      <TrialFigures trial={trial} lender={order.lenderName} creditors={order.creditors} />
      <section className="loan-card">
        {order.paidIntoCustody === 1 ? (
          <div className="loan-row"><span>收款账户</span><span>存管账户</span></div>
        ) : (
          <div className="loan-row"><span>收款银行卡</span><span>{order.bankName}（{order.cardNo.slice(-4)}）</span></div>
        )}
        <div className="loan-row"><span>借款用途</span><span>{order.purposeName}</span></div>
        <Offers orderNo={orderNo} period={order.period} onPricing={setPricing} />
      </section>
      {custodyNeeded ? (
        custody.data && (
          <div className="ui-actions" data-testid="custody-needed">
            <p className="ui-hint">{CUSTODY_MESSAGES.custodyFirst}</p>
            <Button block color="primary" size="large" onClick={() => shell.navigate(flowRoute('/custodyOpen', `/cashConfirm?orderNo=${orderNo}`))}>
              去开通存管账户
            </Button>
            <CancelOrderButton orderNo={orderNo} lending={false} fill="none" />
          </div>
        )
      ) : (
        <PasswordPay
          screen={LOAN_SUBMIT}
          subject={orderNo}
          label={reading > 0 ? `确认借款（${reading}s）` : '确认借款'}
          ticketFor={{ payFor: 'loanSubmit', subject: orderNo }}
          pay={(payTicket, idempotencyKey) => {
            // The offer as the order holds it now (Offers keeps planRate's answer current); the funder's call submits it.
            const offer = client.getQueryData<OrderOffersData>(borrowKeys.offers(orderNo)) ?? { interestFree: 'none' as const, rmId: '' };
            return submitConfirmed(order, offer, payTicket, idempotencyKey);
          }}
          // A submitted order is paid out by the channel; the result page follows it.
          isPaid={() => true}
          refresh={() => invalidateCredit(client)}
          onAnswer={() => shell.navigate(resultPage, { replace: true })}
          onRefused={wentAhead}
          // The catalogue's words for 1006, as this page said them before it was built on PasswordPay.
          stillRunning={accountMessage(STILL_RUNNING_STATUS)}
          needPassword="借款前需先设置交易密码"
          disabled={pricing || reading > 0}
          before={withholding}
          secondary={<CancelOrderButton orderNo={orderNo} lending={false} fill="none" />}
        />
      )}
    </>
  );
}
