import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, bankCardKeys, http } from '@credit/shared';
import type {
  ChangeBindCardPhoneBody, ChangeBindingCardBody, CustodyBindCardBody, ChangeBindingCardData, ChangeBindingCardNewBody, CustodyCancellationBody, CustodyWithdrawData,
  BoundCardData, CardNoBackViewData, MainGuidanceData, ModifyDepositPwdBody, OkData, P2pWithdrawSelectData, ResetDepositPwdBody, SendWithdrawRequestBody,
  SelectCardData, SelectLtCardData, SendWithdrawRequestData, SupportCardListData, WhetherBindData,
  WithdrawCashAptitudeData, WithdrawInfoListData, WithdrawOrderListData,
} from '@credit/shared/api';
import { sendSms } from '@credit/shared/ui';

import { custodyKeys, invalidateCustody } from '../../components/custodyStatus';

export { custodyKeys, invalidateCustody, useDepositoryStatus } from '../../components/custodyStatus';

export const useMainGuidance = () => useQuery({ queryKey: custodyKeys.guidance, queryFn: () => http.post<MainGuidanceData>(API_PATHS.custody.mainGuidance) });
export const useWithdrawAptitude = () =>
  useQuery({ queryKey: custodyKeys.aptitude, queryFn: () => http.post<WithdrawCashAptitudeData>(API_PATHS.custody.withdrawCashAptitude) });
export const useCustodyWithdrawals = () =>
  useQuery({ queryKey: custodyKeys.withdrawals, queryFn: () => http.post<WithdrawOrderListData>(API_PATHS.capitalDepository.fetchWithdrawOrderList) });
/** The loans paid into custody and what of each is still withdrawable (custody/p2pWithdrawSelect). */
export const useWithdrawableLoans = () =>
  useQuery({ queryKey: custodyKeys.withdrawable, queryFn: () => http.post<P2pWithdrawSelectData>(API_PATHS.custody.p2pWithdrawSelect) });
/** One withdrawal and what it took from each loan (capitalDepository/fetchWithdrawInfoList). */
export const useWithdrawInfo = (withdrawNo: string) =>
  useQuery({
    queryKey: custodyKeys.withdrawal(withdrawNo),
    queryFn: () => http.post<WithdrawInfoListData>(API_PATHS.capitalDepository.fetchWithdrawInfoList, { withdrawNo }),
    enabled: withdrawNo !== '',
  });

/** A mutation whose success changes the custody account: its reads are refreshed. */
function useCustodyMutation<V>(mutationFn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateCustody(client) });
}

export const useOpenCustody = () =>
  useCustodyMutation((v: { certId: string; password: string; confirmPassword: string }) => http.post<OkData>(API_PATHS.depository.openAccount, v));

/**
 * Binding shows the card back first (user/bindcard/cardNoBackView: its bank, supported or not, the number
 * masked but what the user checks): an unsupported card is said before any SMS.
 */
export const useCardNoBackView = () =>
  useMutation({ mutationFn: (cardNo: string) => http.post<CardNoBackViewData>(API_PATHS.bindCard.cardNoBackView, { cardNo }), meta: { mask: false } });
/** Whether the user has bound cards (user/bindcard/whetherBind): only then is the picker of the custody bind read. */
export const useWhetherBind = () => useQuery({ queryKey: ['bindCard', 'whetherBind'] as const, queryFn: () => http.post<WhetherBindData>(API_PATHS.bindCard.whetherBind) });
/** The user's default card (user/bindcard/select): the custody bind's picker starts on it. */
export const useDefaultCard = (enabled: boolean) =>
  useQuery({ queryKey: bankCardKeys.defaultCard, queryFn: () => http.post<SelectCardData>(API_PATHS.bindCard.select), enabled });
/** The bound cards the custody bank takes (user/bindcard/selectLtCard): the custody bind's picker. */
export const useLtCards = (enabled: boolean) =>
  useQuery({ queryKey: ['bindCard', 'selectLtCard'] as const, queryFn: () => http.post<SelectLtCardData>(API_PATHS.bindCard.selectLtCard), enabled });
export type PickedCard = BoundCardData;

/** The banks whose cards can be bound (user/bindcard/supportcardList), shown on the card form. */
export const useSupportedBanks = () =>
  useQuery({ queryKey: ['bindCard', 'supportcardList'] as const, queryFn: () => http.post<SupportCardListData>(API_PATHS.bindCard.supportcardList), staleTime: Infinity });
export const useSendCustodyCode = () => useMutation({ mutationFn: (mobile: string) => sendSms(mobile, 'custody'), meta: { mask: false } });
export const useCustodyBindCard = () => useCustodyMutation((v: CustodyBindCardBody) => http.post<OkData>(API_PATHS.depository.bindCard, v));

/** The withdrawal request before the pay (capitalDepository/sendWithdrawRequest): what the amount takes from each loan; nothing moves. */
export const useWithdrawRequest = (amountFen: number, enabled: boolean) =>
  useQuery({
    queryKey: custodyKeys.request(amountFen),
    queryFn: () => http.post<SendWithdrawRequestData>(API_PATHS.capitalDepository.sendWithdrawRequest, { amountFen: String(amountFen) } satisfies SendWithdrawRequestBody),
    enabled,
  });

/** The money call: the pay ticket and the confirm screen's Idempotency-Key. */
export const custodyWithdraw = (amountFen: number, payTicket: string, idempotencyKey: string) =>
  http.post<CustodyWithdrawData>(API_PATHS.custody.withdrawCash, { amountFen: String(amountFen), payTicket }, { idempotencyKey });

export const useModifyDepositPwd = () => useCustodyMutation((v: ModifyDepositPwdBody) => http.post<OkData>(API_PATHS.depository.modifyDepositPwd, v));
export const useResetDepositPwd = () => useCustodyMutation((v: ResetDepositPwdBody) => http.post<OkData>(API_PATHS.depository.resetDepositPwd, v));
/** Card change, step 1: the old card proved; the answer's ticket is held in memory for step 2. */
export const useChangeBindingCard = () => useMutation({ mutationFn: (v: ChangeBindingCardBody) => http.post<ChangeBindingCardData>(API_PATHS.depository.changeBindingCard, v) });
export const useChangeBindingCardNew = () => useCustodyMutation((v: ChangeBindingCardNewBody) => http.post<OkData>(API_PATHS.depository.changeBindingCardNew, v));
export const useChangeBindCardPhone = () => useCustodyMutation((v: ChangeBindCardPhoneBody) => http.post<OkData>(API_PATHS.depository.changeBindCardPhone, v));
export const useCustodyCancellation = () => useCustodyMutation((v: CustodyCancellationBody) => http.post<OkData>(API_PATHS.depository.accountCancellation, v));
