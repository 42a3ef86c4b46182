import { keepPreviousData, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS, boundCardsRead, FUNDER_STEP_INFO, http, isPartnerLoan, LOAN_TYPE_PARAM, loanKeys, oneCardInfoRead, partnerOf, pollWhile, readKey, sessionKeys, sharedReads, useRead, type FunderStepForm,
} from '@credit/shared';
import type {
  ApplyLoanBody, ApplyLoanData, FunderOrderData, FunderState, FunderStep, LoanOrderSummary, CashFeedbackBody, CashFeedbackData, ChooseOfferBody,
  ChooseOfferData, InvestigateBody, InvestigateData, LoanDetailData, OrderData, OrderOffersData, SaveAmtBody, SigningQueryData, SuningQueryData, TrialBody, TrialData,
} from '@credit/shared/api';
import { borrowReads } from './reads';

/** Spec 7.3 loan calls of the borrow flow (docs/sandbox.md "Money"). */

/** The keys this area's invalidations and cache writes name: its reads' (borrowReads), under `loan` (loanKeys.all). */
export const borrowKeys = {
  all: loanKeys.all,
  cardInfo: borrowReads.cardInfo.key,
  params: borrowReads.params.key,
  temp: borrowReads.temp.key,
  checkOrder: borrowReads.checkOrder.key,
  aptStatus: borrowReads.aptStatus.key,
  investigation: borrowReads.investigation.key,
  /** The order an application answered (written by useApplyLoan, read by no query). */
  order: (orderNo: string) => ['loan', 'order', orderNo] as const,
  status: (orderNo: string) => readKey(borrowReads.status, { orderNo }),
  detail: (orderNo: string) => readKey(sharedReads.loanOrderDetail, { orderNo }),
  offers: (orderNo: string) => readKey(borrowReads.offers, { orderNo }),
  funderSteps: (orderNo: string) => readKey(borrowReads.funderSteps, { orderNo }),
};

const post = <T,>(path: string, body?: Record<string, unknown>) => http.post<T>(path, body);

export const useCardInfo = () => useRead(borrowReads.cardInfo);
export const useLoanParams = () => useRead(borrowReads.params);
/**
 * The saved choice, read fresh on every visit: the form takes it once as it mounts, so a cached answer
 * from an earlier visit (before a trip to bind a card or fill the profile) must not be shown first
 * (borrowReads.temp: staleTime 0, gcTime 0; a read the host started for this visit is taken, ADR 041).
 */
export const useFindTemp = () => useRead(borrowReads.temp);
export const useBoundCards = () => useRead(boundCardsRead);
/** What stands between the user and a loan (an overdue bill, an unfinished order, no card). */
export const useAptStatus = () => useRead(borrowReads.aptStatus);
export const useCheckOrder = () => useRead(borrowReads.checkOrder);

/** The APR of each period for an amount: the period chips and the cash index's "x%起". */
export function usePlanRange(loanAmt: number | null, repayType = '') {
  return useRead(borrowReads.planRange, { loanAmt: String(loanAmt ?? 0), repayType: repayType || undefined }, {
    enabled: loanAmt !== null,
    placeholderData: keepPreviousData,
  });
}

/** Each term of an amount priced by the funder that would lend it (cash/capitalPlanRange): the application's period chips. */
export function useCapitalPlanRange(loanAmt: number | null, repayType = '') {
  return useRead(borrowReads.capitalPlanRange, { loanAmt: String(loanAmt ?? 0), repayType: repayType || undefined }, {
    enabled: loanAmt !== null,
    placeholderData: keepPreviousData,
  });
}

/** The funder of the chosen amount and term, its lender and the steps it still needs (cash/loanRouter, ADR 032). */
export function useLoanRouter(choice: { loanAmt: number; period: number } | null) {
  return useRead(borrowReads.loanRouter, { loanAmt: String(choice?.loanAmt ?? 0), period: String(choice?.period ?? 0) }, {
    // A refusal (an amount the form has not yet checked) shows no toast: the lender line waits for a routable choice.
    request: { suppressErrorToast: true },
    enabled: choice !== null,
    placeholderData: keepPreviousData,
  });
}

/** Whether a trial prices exactly these terms (amount, period, repay type; no offer chosen). */
export function pricesTerms(trial: TrialData, body: TrialBody): boolean {
  return String(trial.loanAmt) === String(body.loanAmt) && String(trial.period) === String(body.period) && trial.repayType === body.repayType && !body.interestFree && !body.rmId;
}

/**
 * The full trial of the chosen terms (the page debounces `body`); null: nothing valid to price yet.
 * `known`: a trial already answered with the page's data (findTemp withTrial, ADR 041), taken for the
 * terms it prices instead of asking applyPay/trialAmt again.
 */
export function useTrial(body: TrialBody | null, known?: TrialData | null) {
  return useRead(borrowReads.trial, { ...body }, {
    enabled: body !== null,
    initialData: () => (body && known && pricesTerms(known, body) ? known : undefined),
    placeholderData: keepPreviousData,
  });
}

export function useContractList(orderNo = '') {
  return useRead(borrowReads.contracts, { orderNo: orderNo || undefined });
}

export function useContract(key: string | null, orderNo = '') {
  return useRead(borrowReads.contract, { key: key ?? '', orderNo: orderNo || undefined }, { enabled: key !== null });
}

export function useOrderDetail(orderNo: string, options: { enabled?: boolean } = {}) {
  return useRead(sharedReads.loanOrderDetail, { orderNo }, { enabled: options.enabled ?? true });
}

/** The order's state (the result page): read again every 2 s while it is being paid out. */
export function useApplyStatus(orderNo: string) {
  return useRead(borrowReads.status, { orderNo }, {
    // A poll failure is not toasted every 2 s: the page shows its own state and keeps polling.
    request: { suppressErrorToast: true },
    refetchInterval: pollWhile<OrderData>((d) => d.order.status === 'lending'),
    refetchIntervalInBackground: true,
  });
}

/** Saves the borrower's choice (loanorder/saveAmt; the application restores it through findTemp). */
function saveLoanChoice(body: SaveAmtBody, options: { quiet?: boolean } = {}) {
  return http.post(API_PATHS.loanorder.saveAmt, body as Record<string, unknown>, options.quiet ? { suppressErrorToast: true } : {});
}

/**
 * The application's own save, as the user types and as the page is left: no mask, no toast, and
 * nothing waits for it. A lost save costs only the restore (the next visit starts from the saved or
 * default choice), so the page fires it with `mutate` and its failure stays in the mutation's state.
 */
export function useQuietChoiceSave() {
  return useMutation({ mutationFn: (body: SaveAmtBody) => saveLoanChoice(body, { quiet: true }), meta: { mask: false } });
}

/**
 * An order changed: available credit, the pending order and the saved choice are read again; and the custody
 * account's reads (the account remote's, all under the key root of sharedReads.custodyGuidance): a custody
 * funder's payout moved money into it (ADR 037).
 */
function invalidateCredit(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: sessionKeys.all }),
    client.invalidateQueries({ queryKey: sharedReads.custodyGuidance.key.slice(0, 1) }),
    client.invalidateQueries({ queryKey: borrowKeys.cardInfo }),
    client.invalidateQueries({ queryKey: borrowKeys.checkOrder }),
    client.invalidateQueries({ queryKey: borrowKeys.aptStatus }),
    client.invalidateQueries({ queryKey: borrowKeys.params }),
    client.invalidateQueries({ queryKey: borrowKeys.temp }),
  ]);
}

export function useApplyLoan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ApplyLoanBody, 'loanType'>) => post<ApplyLoanData>(API_PATHS.applyPay.apply, { ...body, loanType: LOAN_TYPE_PARAM }),
    onSuccess: (data) => {
      client.setQueryData(borrowKeys.order(data.order.orderNo), data);
      return client.invalidateQueries({ queryKey: borrowKeys.checkOrder });
    },
  });
}

/** Whether a deal password is set (oneCard/info tradePwdSet): the confirm page asks for one. */
export const useOneCardInfo = () => useRead(oneCardInfoRead);

/** The offers a created order may take (the confirm page). */
export function useOrderOffers(orderNo: string) {
  return useRead(borrowReads.offers, { orderNo });
}

/** Chooses an offer: the order is priced anew, and its detail (figures, schedule) and offers take the answer. */
export function useChooseOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChooseOfferBody) => post<ChooseOfferData>(API_PATHS.rateorder.rateQuotaSubmit, body as Record<string, unknown>),
    onSuccess: ({ order, trial, offers }) => {
      client.setQueryData<LoanDetailData>(borrowKeys.detail(order.orderNo), (old) => (old ? { ...old, order, trial } : old));
      client.setQueryData(borrowKeys.offers(order.orderNo), offers);
      // The red packet it now holds (or freed) changes what the apply page offers.
      return client.invalidateQueries({ queryKey: borrowKeys.params });
    },
  });
}

/**
 * The call that submits a confirmed order, by its funder (the partner table's `submitPath`): the
 * platform's own by loanorder/submit, micropay's by its own application, any other partner's by
 * rateorder/ratePaySubmit. The partners' calls carry the offer the order holds (planRate's choice).
 */
export const submitPathOf = (capitalChannel: string): string => partnerOf(capitalChannel).submitPath;

/** Submits a confirmed order by its funder's call (submitPathOf), with the confirm screen's Idempotency-Key (the same for every retry). */
export function submitConfirmed(
  order: Pick<LoanOrderSummary, 'orderNo' | 'capitalChannel'>,
  offer: Pick<OrderOffersData, 'interestFree' | 'rmId'>,
  payTicket: string,
  idempotencyKey: string,
) {
  const path = submitPathOf(order.capitalChannel);
  const body =
    path === API_PATHS.loanorder.submit
      ? { orderNo: order.orderNo, payTicket }
      : { orderNo: order.orderNo, payTicket, interestFree: offer.interestFree, ...(offer.rmId ? { rmId: offer.rmId } : {}) };
  return http.post<OrderData>(path, body, { idempotencyKey });
}

/** The call that takes a submitted partner order on at its funder, by where it stands there (ADR 032). */
const FUNDER_STATE_CALLS: Partial<Record<FunderState, string>> = {
  none: API_PATHS.cash.pushOrder,
  pushed: API_PATHS.cash.captitalSubmit,
  submitted: API_PATHS.loanorder.modifyStatus,
};

/**
 * The next call of a partner order being paid out, by where it stands at its funder: hand it over
 * (cash/pushOrder), have the funder take it (cash/captital/submit), then ask for the funder's decision
 * (loanorder/modifyStatus). Null when nothing is to be asked (the platform's own order, not lending, decided).
 */
export function funderCallOf(order: Pick<LoanOrderSummary, 'capitalChannel' | 'status' | 'funderState'>): string | null {
  if (!isPartnerLoan(order.capitalChannel) || order.status !== 'lending') return null;
  return FUNDER_STATE_CALLS[order.funderState] ?? null;
}

/**
 * One call of a partner order's way through its funder (funderCallOf), as a mutation: each answers the
 * order as it then stands, which the result page's status takes, so the next state starts the next call.
 */
export function useFunderCall(orderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (path: string) => http.post<FunderOrderData>(path, { orderNo }),
    onSuccess: (answer) => client.setQueryData<OrderData>(borrowKeys.status(orderNo), { order: answer.order }),
  });
}

export function readOrderStatus(orderNo: string) {
  return http.post<OrderData>(API_PATHS.applyPay.applyStatus, { orderNo });
}

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, lending }: { orderNo: string; lending: boolean }) =>
      post<OrderData>(lending ? API_PATHS.loanorder.cancelLoanOrder : API_PATHS.loanorder.cancel, { orderNo }),
    onSuccess: () => invalidateCredit(client),
  });
}

export { invalidateCredit };

/** The order's funding institution (cash/queryRouter). */
export function useCapitalOrg(orderNo: string) {
  return useRead(borrowReads.capitalOrg, { orderNo });
}

/** Borrowing feedback (cash micropay feedBack), for the shared MessageForm: its submit path keys each distinct message. */
export function useCashFeedback() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CashFeedbackBody; idempotencyKey: string }) =>
      http.post<CashFeedbackData>(API_PATHS.cash.feedBack, body as Record<string, unknown>, { idempotencyKey }),
  });
}

/** The saved pre-loan questionnaire (loanorder/queryInvestigate). */
export const useInvestigation = () => useRead(borrowReads.investigation);

export function useSaveInvestigation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvestigateBody) => post<InvestigateData>(API_PATHS.loanorder.investigate, body as Record<string, unknown>),
    onSuccess: (data) => client.setQueryData(borrowKeys.investigation, data),
  });
}

/** The quick-borrow choice, saved for the application page (it restores it through findTemp); failures are toasted. */
export function useSaveChoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAmtBody) => saveLoanChoice(body),
    onSuccess: () => client.invalidateQueries({ queryKey: borrowKeys.temp }),
  });
}

/**
 * One contract of an order as a PDF (loanContractFile): fetched with the token header, never a URL
 * carrying it. No loading mask: the download button shows its own state.
 */
export function useContractPdf() {
  return useMutation({
    mutationFn: ({ orderNo, key }: { orderNo: string; key: string }): Promise<Blob> =>
      http.file(API_PATHS.loanorder.loanContractFile.replace(':orderNo', encodeURIComponent(orderNo)), { key }),
    meta: { mask: false },
  });
}

/** The partner steps of an order's funder and the next one (cash/micropay/webRouter, ADR 033); read fresh on every visit. */
export function useFunderSteps(orderNo: string, options: { enabled?: boolean } = {}) {
  return useRead(borrowReads.funderSteps, { orderNo }, { enabled: options.enabled ?? true });
}

/**
 * What the custody account still needs before a custody funder's order can be submitted (custody/mainGuidance,
 * ADR 037); read fresh on every visit, so coming back from opening it finds it done.
 */
export function useCustodyGuidance(options: { enabled: boolean }) {
  // The account remote's read (one key): fresh here, whatever the custody pages cached.
  return useRead(sharedReads.custodyGuidance, {}, { enabled: options.enabled, staleTime: 0 });
}

/** The calls of a step confirmed by an SMS code (query, apply: the code, confirm), from the partner table. */
export type CodeStepCalls = Extract<FunderStepForm, { kind: 'code' }>;
export function codeStepCalls(step: FunderStep): CodeStepCalls {
  const form = FUNDER_STEP_INFO[step].form;
  if (form.kind !== 'code') throw new Error(`funder step ${step} is not confirmed by a code`);
  return form;
}

/** A code step's state: done or not, and the masked mobile the code goes to. */
export function useCodeStep(orderNo: string, step: FunderStep) {
  // The read whose call is the partner table's query of this step.
  const query = codeStepCalls(step).query;
  const read = Object.values(borrowReads.codeStep).find((r) => r.path === query);
  if (!read) throw new Error(`no read declared for funder step ${step} (${query})`);
  return useRead<SigningQueryData | SuningQueryData>(read, { orderNo });
}

/** Sends a code step's code; the field shows its own countdown, so no mask. */
export function useCodeStepApply(step: FunderStep) {
  return useMutation({ mutationFn: (orderNo: string) => post<unknown>(codeStepCalls(step).apply, { orderNo }), meta: { mask: false } });
}

/** One partner step's call (`path`, with the order's number); the order's steps are read again after it. */
export function useFunderStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: { orderNo: string } & Record<string, string> }) => post<unknown>(path, body),
    onSuccess: (_answer, { body }) => client.invalidateQueries({ queryKey: borrowKeys.funderSteps(body.orderNo) }),
  });
}

