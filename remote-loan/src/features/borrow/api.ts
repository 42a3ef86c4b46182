import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_PATHS, boundCardsQuery, FUNDER_STEP_INFO, http, isPartnerLoan, LOAN_TYPE_PARAM, loanKeys, oneCardInfoQuery, partnerOf, pollWhile, readQuery, sessionKeys, type FunderStepForm } from '@credit/shared';
import type {
  ApplyLoanBody, ApplyLoanData, AptStatusData, CapitalPlanRangeData, CardInfoData, FunderOrderData, FunderState, FunderStep, FunderStepsData, SigningQueryData, SuningQueryData, LoanOrderSummary, LoanRouterData, CashFeedbackBody, CashFeedbackData, CheckOrderData, ChooseOfferBody,
  ChooseOfferData, ContractListData, ContractUrlData, FindTempData, InvestigateBody, InvestigateData, LoanDetailData, LoanParamsData,
  MainGuidanceData, OrderData, OrderOffersData, PlanRangeData, QueryRouterData, SaveAmtBody, TrialBody, TrialData,
} from '@credit/shared/api';
import { borrowReads } from './reads';

/** Spec 7.3 loan calls of the borrow flow (docs/sandbox.md "Money"). */

export const borrowKeys = {
  all: loanKeys.all,
  cardInfo: ['loan', 'cardInfo'] as const,
  params: borrowReads.params.key,
  temp: borrowReads.temp.key,
  planRange: (loanAmt: number, repayType: string) => ['loan', 'planRange', loanAmt, repayType] as const,
  capitalPlanRange: (loanAmt: number, repayType: string) => ['loan', 'capitalPlanRange', loanAmt, repayType] as const,
  loanRouter: (loanAmt: number, period: number) => ['loan', 'loanRouter', loanAmt, period] as const,
  funderSteps: (orderNo: string) => ['loan', 'funderSteps', orderNo] as const,
  custodyGuidance: ['loan', 'custodyGuidance'] as const,
  codeStep: (orderNo: string, step: string) => ['loan', 'codeStep', orderNo, step] as const,
  trial: (body: TrialBody) => ['loan', 'trial', body] as const,
  checkOrder: borrowReads.checkOrder.key,
  aptStatus: borrowReads.aptStatus.key,
  contracts: (orderNo: string) => ['loan', 'contracts', orderNo] as const,
  contract: (orderNo: string, key: string) => ['loan', 'contract', orderNo, key] as const,
  order: (orderNo: string) => ['loan', 'order', orderNo] as const,
  status: (orderNo: string) => ['loan', 'applyStatus', orderNo] as const,
  detail: (orderNo: string) => ['loan', 'detail', orderNo] as const,
  offers: (orderNo: string) => ['loan', 'offers', orderNo] as const,
  capitalOrg: (orderNo: string) => ['loan', 'queryRouter', orderNo] as const,
  investigation: ['loan', 'investigation'] as const,
};

const post = <T,>(path: string, body?: Record<string, unknown>) => http.post<T>(path, body);

export const useCardInfo = () => useQuery({ queryKey: borrowKeys.cardInfo, queryFn: () => post<CardInfoData>(API_PATHS.customer.cardInfo) });
export const useLoanParams = () => useQuery(readQuery<LoanParamsData>(borrowReads.params));
/**
 * The saved choice, read fresh on every visit: the form takes it once as it mounts, so a cached answer
 * from an earlier visit (before a trip to bind a card or fill the profile) must not be shown first
 * (borrowReads.temp: staleTime 0, gcTime 0; a read the host started for this visit is taken, ADR 041).
 */
export const useFindTemp = () => useQuery(readQuery<FindTempData>(borrowReads.temp));
export const useBoundCards = () => useQuery(boundCardsQuery);
/** What stands between the user and a loan (an overdue bill, an unfinished order, no card). */
export const useAptStatus = () => useQuery(readQuery<AptStatusData>(borrowReads.aptStatus));
export const useCheckOrder = () => useQuery(readQuery<CheckOrderData>(borrowReads.checkOrder));

/** The APR of each period for an amount: the period chips and the cash index's "x%起". */
export function usePlanRange(loanAmt: number | null, repayType = '') {
  return useQuery({
    queryKey: borrowKeys.planRange(loanAmt ?? 0, repayType),
    queryFn: () => post<PlanRangeData>(API_PATHS.loanorder.planRange, { loanAmt: String(loanAmt), ...(repayType ? { repayType } : {}) }),
    enabled: loanAmt !== null,
    placeholderData: keepPreviousData,
  });
}

/** Each term of an amount priced by the funder that would lend it (cash/capitalPlanRange): the application's period chips. */
export function useCapitalPlanRange(loanAmt: number | null, repayType = '') {
  return useQuery({
    queryKey: borrowKeys.capitalPlanRange(loanAmt ?? 0, repayType),
    queryFn: () => post<CapitalPlanRangeData>(API_PATHS.cash.capitalPlanRange, { loanAmt: String(loanAmt), ...(repayType ? { repayType } : {}) }),
    enabled: loanAmt !== null,
    placeholderData: keepPreviousData,
  });
}

/** The funder of the chosen amount and term, its lender and the steps it still needs (cash/loanRouter, ADR 032). */
export function useLoanRouter(choice: { loanAmt: number; period: number } | null) {
  return useQuery({
    queryKey: borrowKeys.loanRouter(choice?.loanAmt ?? 0, choice?.period ?? 0),
    // A refusal (an amount the form has not yet checked) shows no toast: the lender line waits for a routable choice.
    queryFn: () => http.post<LoanRouterData>(API_PATHS.cash.loanRouter, { loanAmt: String(choice!.loanAmt), period: String(choice!.period) }, { suppressErrorToast: true }),
    enabled: choice !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
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
  return useQuery({
    queryKey: borrowKeys.trial(body ?? ({} as TrialBody)),
    queryFn: () => post<TrialData>(API_PATHS.applyPay.trialAmt, body as Record<string, unknown>),
    enabled: body !== null,
    initialData: () => (body && known && pricesTerms(known, body) ? known : undefined),
    placeholderData: keepPreviousData,
  });
}

export function useContractList(orderNo = '') {
  return useQuery({
    queryKey: borrowKeys.contracts(orderNo),
    queryFn: () => post<ContractListData>(API_PATHS.loanorder.contractList, orderNo ? { orderNo } : {}),
  });
}

export function useContract(key: string | null, orderNo = '') {
  return useQuery({
    queryKey: borrowKeys.contract(orderNo, key ?? ''),
    queryFn: () => post<ContractUrlData>(API_PATHS.loanorder.contractUrl, { key, ...(orderNo ? { orderNo } : {}) }),
    enabled: key !== null,
  });
}

export function useOrderDetail(orderNo: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: borrowKeys.detail(orderNo),
    queryFn: () => post<LoanDetailData>(API_PATHS.loanorder.detail, { orderNo }),
    enabled: options.enabled ?? true,
  });
}

/** The order's state (the result page): read again every 2 s while it is being paid out. */
export function useApplyStatus(orderNo: string) {
  return useQuery({
    queryKey: borrowKeys.status(orderNo),
    // A poll failure is not toasted every 2 s: the page shows its own state and keeps polling.
    queryFn: () => http.post<OrderData>(API_PATHS.applyPay.applyStatus, { orderNo }, { suppressErrorToast: true }),
    refetchInterval: pollWhile<OrderData>((d) => d.order.status === 'lending'),
    refetchIntervalInBackground: true,
    staleTime: 0,
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

/** An order changed: available credit, the pending order and the saved choice are read again. */
function invalidateCredit(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: sessionKeys.all }),
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
export const useOneCardInfo = () => useQuery(oneCardInfoQuery);

/** The offers a created order may take (the confirm page). */
export function useOrderOffers(orderNo: string) {
  return useQuery({ queryKey: borrowKeys.offers(orderNo), queryFn: () => post<OrderOffersData>(API_PATHS.rateorder.planRate, { orderNo }) });
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
  return useQuery({ queryKey: borrowKeys.capitalOrg(orderNo), queryFn: () => post<QueryRouterData>(API_PATHS.cash.queryRouter, { orderNo }) });
}

/** Borrowing feedback (cash micropay feedBack), for the shared MessageForm: its submit path keys each distinct message. */
export function useCashFeedback() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CashFeedbackBody; idempotencyKey: string }) =>
      http.post<CashFeedbackData>(API_PATHS.cash.feedBack, body as Record<string, unknown>, { idempotencyKey }),
  });
}

/** The saved pre-loan questionnaire (loanorder/queryInvestigate). */
export const useInvestigation = () =>
  useQuery({ queryKey: borrowKeys.investigation, queryFn: () => post<InvestigateData>(API_PATHS.loanorder.queryInvestigate), staleTime: 0 });

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
  return useQuery({
    queryKey: borrowKeys.funderSteps(orderNo),
    queryFn: () => post<FunderStepsData>(API_PATHS.micropay.webRouter, { orderNo }),
    enabled: options.enabled ?? true,
    staleTime: 0,
  });
}

/**
 * What the custody account still needs before a custody funder's order can be submitted (custody/mainGuidance,
 * ADR 037); read fresh on every visit, so coming back from opening it finds it done.
 */
export function useCustodyGuidance(options: { enabled: boolean }) {
  return useQuery({ queryKey: borrowKeys.custodyGuidance, queryFn: () => post<MainGuidanceData>(API_PATHS.custody.mainGuidance), enabled: options.enabled, staleTime: 0 });
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
  return useQuery({
    queryKey: borrowKeys.codeStep(orderNo, step),
    queryFn: () => post<SigningQueryData | SuningQueryData>(codeStepCalls(step).query, { orderNo }),
  });
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

