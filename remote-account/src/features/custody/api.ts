import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, http, sharedReads, useRead } from '@credit/shared';
import type {
  ChangeBindCardPhoneBody, ChangeBindingCardBody, CustodyBindCardBody, ChangeBindingCardData, ChangeBindingCardNewBody, CustodyCancellationBody, CustodyWithdrawData,
  BoundCardData, CardNoBackViewData, ModifyDepositPwdBody, OkData, ResetDepositPwdBody, SendWithdrawRequestBody,
} from '@credit/shared/api';
import { sendSms } from '@credit/shared/ui';

import { cardReads } from '../../components/cardReads';
import { custodyReads } from '../../components/custodyReads';
import { invalidateCustody } from '../../components/custodyStatus';

export { custodyKeys, invalidateCustody, useDepositoryStatus } from '../../components/custodyStatus';

export const useMainGuidance = () => useRead(sharedReads.custodyGuidance);
export const useWithdrawAptitude = () => useRead(custodyReads.aptitude);
export const useCustodyWithdrawals = () => useRead(custodyReads.withdrawals);
/** The loans paid into custody and what of each is still withdrawable (custody/p2pWithdrawSelect). */
export const useWithdrawableLoans = () => useRead(custodyReads.withdrawable);
/** One withdrawal and what it took from each loan (capitalDepository/fetchWithdrawInfoList). */
export const useWithdrawInfo = (withdrawNo: string) => useRead(custodyReads.withdrawal, { withdrawNo }, { enabled: withdrawNo !== '' });

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
export const useWhetherBind = () => useRead(cardReads.whetherBind);
/** The user's default card (user/bindcard/select): the custody bind's picker starts on it. */
export const useDefaultCard = (enabled: boolean) => useRead(cardReads.defaultCard, {}, { enabled });
/** The bound cards the custody bank takes (user/bindcard/selectLtCard): the custody bind's picker. */
export const useLtCards = (enabled: boolean) => useRead(cardReads.ltCards, {}, { enabled });
export type PickedCard = BoundCardData;

/** The banks whose cards can be bound (user/bindcard/supportcardList), shown on the card form. */
export const useSupportedBanks = () => useRead(cardReads.supportedBanks);
export const useSendCustodyCode = () => useMutation({ mutationFn: (mobile: string) => sendSms(mobile, 'custody'), meta: { mask: false } });
export const useCustodyBindCard = () => useCustodyMutation((v: CustodyBindCardBody) => http.post<OkData>(API_PATHS.depository.bindCard, v));

/** The withdrawal request before the pay (capitalDepository/sendWithdrawRequest): what the amount takes from each loan; nothing moves. */
export const useWithdrawRequest = (amountFen: number, enabled: boolean) =>
  useRead(custodyReads.request, { amountFen: String(amountFen) } satisfies SendWithdrawRequestBody, { enabled });

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
