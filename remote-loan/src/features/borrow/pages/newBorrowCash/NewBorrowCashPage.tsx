import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from '@credit/shared/router';
import { Button, Input } from 'antd-mobile';
import { allAgreementsSelectedAtom, flowRoute, isPartnerLoan, MESSAGES, sessionStore, shell, yuanInputText } from '@credit/shared';
import type { AptStatusData, BoundCardData, FindTempData, LoanParamsData, TrialBody } from '@credit/shared/api';
import { formatRateBp } from '@credit/shared/money';
import { QueryView, useSubmit, useSubmitForm } from '@credit/shared/ui';
import { useApplyLoan, useAptStatus, useBoundCards, useCapitalPlanRange, useCheckOrder, useFindTemp, useLoanParams, useLoanRouter, useQuietChoiceSave, useTrial } from '../../api';
import { Agreements } from '../../components/Agreements';
import { checkAmount, initialAmount, yuan } from '../../components/amount';
import { OverdueNotice } from '../../components/OverdueNotice';
import { PendingOrderNotice } from '../../components/PendingOrderNotice';
import { ensureProfile } from '../../../../components/profileGate';
import { TrialFigures } from '../../components/TrialFigures';
import { useDebounced } from '../../components/useDebounced';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

/**
 * The loan application (spec 2.4, 4.5): amount, period, repay type, purpose and card, priced by the
 * trial (APR first) before anything asks for a password; then the agreements and 下一步, which
 * creates the order and opens the confirm step (where an offer may be chosen). The terms are priced
 * by the funder that would lend them (cash/capitalPlanRange), and the funder of the chosen amount and
 * term (cash/loanRouter) is named as the lender under the APR.
 */
/** Binding a card on the account remote returns here with it (the amount and period come back through findTemp). */
const BIND_CARD_ROUTE = flowRoute('/loanBankCard', '/newBorrowCash');

export default function NewBorrowCashPage() {
  const params = useLoanParams();
  const temp = useFindTemp();
  const cards = useBoundCards();
  const apt = useAptStatus();
  return (
    <div className="loan-page">
      {/* Static copy shows at once, while the borrower's figures load. */}
      <p className="loan-notice" data-testid="student-reminder">{MESSAGES.studentReminder}</p>
      <PendingOrderNotice />
      {/* One render when everything is in: nothing appears above the form after it is shown. */}
      <QueryView query={params}>
        {(p) => (
          <QueryView query={temp}>
            {(t) => (
              <QueryView query={cards}>
                {(c) => (
                  <QueryView query={apt}>
                    {/* An overdue bill closes borrowing: told first, with 去还款, and no form that 下一步 would refuse. */}
                    {(a) => (a.noOverdue ? <BorrowForm params={p} temp={t} cards={c.cards} /> : <OverdueBlock apt={a} />)}
                  </QueryView>
                )}
              </QueryView>
            )}
          </QueryView>
        )}
      </QueryView>
    </div>
  );
}

function OverdueBlock({ apt }: { apt: AptStatusData }) {
  return (
    <>
      <OverdueNotice apt={apt} />
      <div className="loan-actions">
        <Button block color="primary" size="large" onClick={() => shell.navigate('/billList')}>去还款</Button>
      </div>
    </>
  );
}

function BorrowForm({ params, temp, cards }: { params: LoanParamsData; temp: FindTempData; cards: BoundCardData[] }) {
  const [amount, setAmount] = useState(() => initialAmount(temp, params, params.loanAmt));
  const [amountError, setAmountError] = useState<string | null>(null);
  const [period, setPeriod] = useState(() => (params.periods.includes(temp.period) ? temp.period : (params.periods[0] ?? 0)));
  const [repayType, setRepayType] = useState(params.defaultRepayType);
  const [purposeCode, setPurposeCode] = useState(() => (params.purposes.some((x) => x.code === temp.purposeCode) ? temp.purposeCode : ''));
  const [purposeError, setPurposeError] = useState<string | null>(null);
  const [search] = useSearchParams();
  // A card just bound on /loanBankCard comes back in the address; else the saved choice, else the default.
  const [cardId, setCardId] = useState(
    () => (cards.find((c) => c.cardId === search.get('cardId')) ?? cards.find((c) => c.cardId === temp.cardId) ?? cards.find((c) => c.isDefault === 1) ?? cards[0])?.cardId ?? '',
  );
  const [consentError, setConsentError] = useState<string | null>(null);
  const pending = useCheckOrder();
  const apply = useSubmit(useApplyLoan(), {
    // A partner's order first asks for the steps its funder needs (ADR 033); that page goes on to the confirm step.
    onAnswer: (created) =>
      shell.navigate(isPartnerLoan(created.order.capitalChannel) ? `/cashFunderSteps?orderNo=${created.order.orderNo}` : `/cashConfirm?orderNo=${created.order.orderNo}`),
    // The shell toasted the refusal; what was chosen stays. A pending order shows its notice.
    onRefused: async () => {
      await pending.refetch();
      return false;
    },
  });
  const { mutate: quietSave } = useQuietChoiceSave();

  const checked = checkAmount(amount, params);
  const loanAmt = checked.ok ? checked.fen : null;
  // Each term priced by the funder that would lend it, and the funder of the chosen one (ADR 032).
  const range = useCapitalPlanRange(useDebounced(loanAmt, 300), repayType);
  const routeChoice = useMemo(() => (loanAmt === null || !period ? null : { loanAmt, period }), [loanAmt, period]);
  const route = useLoanRouter(useDebounced(routeChoice, 300));
  const aprOf = new Map(range.data?.list.map((x) => [x.period, x.aprBp]));
  // Where the term changes who lends (a partner taking some terms, ADR 032), each chip names its lender beside its APR.
  const lenderOf = new Map(range.data?.list.map((x) => [x.period, x.lenderName]));
  const lenderVaries = new Set(lenderOf.values()).size > 1;

  const trialBody = useMemo<TrialBody | null>(
    () =>
      loanAmt === null || !period
        ? null
        : { loanAmt: String(loanAmt), period: String(period), repayType: repayType as TrialBody['repayType'] },
    [loanAmt, period, repayType],
  );
  // The starting choice's trial came with the saved choice (findTemp withTrial): no second round trip for the first APR.
  const trial = useTrial(useDebounced(trialBody, 300), temp.trial);

  // The choice is saved as it settles and as the page is left (a link, back, a gate), so a round trip to
  // bind a card or fill the profile comes back to it.
  const choice = loanAmt === null ? null : JSON.stringify({ loanAmt: String(loanAmt), period: String(period), purposeCode, cardId });
  const toSave = useDebounced(choice, 600);
  const saved = useRef<string | null>(choice);
  const saveChoice = useCallback((next: string | null) => {
    if (next === null || next === saved.current) return;
    saved.current = next;
    const body = JSON.parse(next) as { loanAmt: string; period: string; purposeCode: string; cardId: string };
    // Nothing waits for it, and a lost save costs only the restore (see useQuietChoiceSave).
    quietSave({ loanAmt: body.loanAmt, period: body.period, ...(body.purposeCode ? { purposeCode: body.purposeCode } : {}), ...(body.cardId ? { cardId: body.cardId } : {}) });
  }, [quietSave]);
  // Only a new debounced value is sent; one equal to what was sent last (by 下一步, by leaving) is not.
  const settled = useRef(toSave);
  useEffect(() => {
    if (toSave === settled.current) return;
    settled.current = toSave;
    saveChoice(toSave);
  }, [toSave, saveChoice]);
  const latest = useRef(choice);
  latest.current = choice;
  useEffect(() => () => saveChoice(latest.current), [saveChoice]);

  /** The amount and the purpose, each said under itself; the gates after them may leave the page. */
  const choiceOk = () => {
    const a = checkAmount(amount, params);
    setAmountError(a.ok ? null : a.message);
    setPurposeError(purposeCode ? null : '请选择借款用途');
    return a.ok && !!purposeCode;
  };
  const next = async () => {
    const a = checkAmount(amount, params);
    if (!a.ok) return;
    // Saved now, not after the debounce: a gate below may take the user away (profile, card) and back.
    saveChoice(choice);
    if (!(await ensureProfile())) return;
    if (!cardId) {
      shell.toast('请先添加收款银行卡');
      return;
    }
    if (pending.data?.order) {
      shell.toast('您有一笔借款尚未完成，请先处理');
      return;
    }
    if (!sessionStore.get(allAgreementsSelectedAtom)) {
      if (!(await shell.confirm({ content: MESSAGES.agreementConsent, confirmText: '同意', cancelText: '取消' }))) {
        setConsentError('请阅读并同意借款相关协议');
        return;
      }
      sessionStore.set(allAgreementsSelectedAtom, true);
    }
    setConsentError(null);
    await apply.run({ loanAmt: String(a.fen), period: String(period), repayType: repayType as TrialBody['repayType'], purposeCode, cardId });
  };
  const { formProps, submitButtonProps, errorLine } = useSubmitForm({ alsoCheck: choiceOk, submit: apply, onSubmit: next, emptyLine: false, pendingAs: 'disabled' });

  return (
    <form {...formProps}>
      <section className="loan-card">
        <h2><label htmlFor="loan-amount">借款金额（元）</label></h2>
        <div className="loan-amount">
          <Input
            id="loan-amount"
            inputMode="numeric"
            value={amount}
            onChange={(v) => {
              setAmount(v);
              const c = checkAmount(v, params);
              setAmountError(c.ok ? null : c.message);
            }}
            aria-invalid={amountError ? true : undefined}
            aria-describedby="loan-amount-hint"
          />
          <button
            type="button"
            className="loan-link loan-all"
            onClick={() => {
              const all = checkAmount(yuanInputText(params.maxAmt), params);
              setAmount(yuanInputText(params.maxAmt));
              setAmountError(all.ok ? null : all.message);
            }}
          >
            全部借出
          </button>
        </div>
        <p className={amountError ? 'ui-error' : 'ui-hint'} id="loan-amount-hint" role={amountError ? 'alert' : undefined}>
          {amountError ?? `可借${yuan(params.minAmt)}～${yuan(params.maxAmt)}元，${yuan(params.stepAmt)}元的整数倍`}
        </p>
      </section>

      <section className="loan-card" aria-labelledby="loan-period-title">
        <h2 id="loan-period-title">借款期限</h2>
        <div className={lenderVaries ? 'loan-chips loan-chips-lenders' : 'loan-chips'}>
          {params.periods.map((p) => (
            <button key={p} type="button" aria-pressed={p === period} onClick={() => setPeriod(p)}>
              {p}个月
              {/* The APR line is there before the rates arrive, so the chips do not grow under the user. */}
              <small>{aprOf.has(p) ? `年化${formatRateBp(aprOf.get(p)!)}` : '\u00a0'}</small>
              {lenderVaries && lenderOf.has(p) && <small className="loan-chip-lender">{lenderOf.get(p)}</small>}
            </button>
          ))}
        </div>
      </section>

      <section className="loan-card">
        <label className="loan-row">
          <span>还款方式</span>
          <select value={repayType} onChange={(e) => setRepayType(e.target.value)}>
            {params.repayTypes.map((r) => <option key={r.type} value={r.type}>{r.title}</option>)}
          </select>
        </label>
        <label className="loan-row">
          <span>借款用途</span>
          <select value={purposeCode} onChange={(e) => { setPurposeCode(e.target.value); setPurposeError(null); }} aria-invalid={purposeError ? true : undefined}>
            <option value="" disabled>请选择</option>
            {params.purposes.map((x) => <option key={x.code} value={x.code}>{x.name}</option>)}
          </select>
        </label>
        {purposeError && <p className="ui-error" role="alert">{purposeError}</p>}
        <div className="loan-row">
          <span>收款银行卡</span>
          {cards.length > 0 ? (
            <select aria-label="收款银行卡" value={cardId} onChange={(e) => setCardId(e.target.value)}>
              {cards.map((c) => <option key={c.cardId} value={c.cardId}>{c.bankName}（{c.cardLast4}）</option>)}
            </select>
          ) : (
            <Link to={BIND_CARD_ROUTE}>添加银行卡</Link>
          )}
        </div>
        {cards.length > 0 && <Link className="loan-link" to={BIND_CARD_ROUTE}>更换或添加银行卡</Link>}
        {(params.freeFeeUser === 1 || params.redList.length > 0) && (
          <p className="ui-hint" data-testid="offer-hint">
            {params.freeFeeUser === 1 ? '首次借款可享免息优惠' : `您有${params.redList.length}个借款红包`}，可在确认借款页选择使用
            {/* The interest-free offer's own page (spec 2.10 freeFeeCashLoan): its terms, for the user it is open to. */}
            {params.freeFeeUser === 1 && <> <Link className="loan-link" to="/freeFeeCashLoan">查看免息详情</Link></>}
          </p>
        )}
      </section>

      {trialBody && (
        <QueryView query={trial}>{(t) => <TrialFigures trial={t} lender={route.data?.lender.contractParty} creditors={route.data?.creditors} />}</QueryView>
      )}

      <Agreements error={consentError} />
      {errorLine}
      <div className="loan-actions">
        <Button block color="primary" size="large" {...submitButtonProps}>
          下一步
        </Button>
      </div>
    </form>
  );
}
