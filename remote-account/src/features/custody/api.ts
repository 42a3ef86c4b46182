import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_PATHS, http } from '@credit/shared';
import type {
  CustodyWithdrawData, DepositoryStatusData, MainGuidanceData, OkData, ValidateSupportData, WithdrawCashAptitudeData, WithdrawOrderListData,
} from '@credit/shared/api';
import { sendSms } from '@credit/shared/ui';

/** The custody account's calls (spec 7.5 depository, custody, capitalDepository; ADR 037). */
export const custodyKeys = {
  all: ['custody'] as const,
  status: ['custody', 'status'] as const,
  guidance: ['custody', 'guidance'] as const,
  aptitude: ['custody', 'aptitude'] as const,
  withdrawals: ['custody', 'withdrawals'] as const,
};

/** Anything that moved the custody account or its money: every custody read again. */
export const invalidateCustody = (client: QueryClient) => client.invalidateQueries({ queryKey: custodyKeys.all });

export const useDepositoryStatus = () => useQuery({ queryKey: custodyKeys.status, queryFn: () => http.post<DepositoryStatusData>(API_PATHS.depository.status) });
export const useMainGuidance = () => useQuery({ queryKey: custodyKeys.guidance, queryFn: () => http.post<MainGuidanceData>(API_PATHS.custody.mainGuidance) });
export const useWithdrawAptitude = () =>
  useQuery({ queryKey: custodyKeys.aptitude, queryFn: () => http.post<WithdrawCashAptitudeData>(API_PATHS.custody.withdrawCashAptitude) });
export const useCustodyWithdrawals = () =>
  useQuery({ queryKey: custodyKeys.withdrawals, queryFn: () => http.post<WithdrawOrderListData>(API_PATHS.capitalDepository.fetchWithdrawOrderList) });

/** A mutation whose success changes the custody account: its reads are refreshed. */
function useCustodyMutation<V>(mutationFn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateCustody(client) });
}

export const useOpenCustody = () =>
  useCustodyMutation((v: { certId: string; password: string; confirmPassword: string }) => http.post<OkData>(API_PATHS.depository.openAccount, v));

/** Binding checks the card first (user/bindcard/validateSupport): an unsupported card is said before any SMS. */
export const useValidateSupport = () => useMutation({ mutationFn: (cardNo: string) => http.post<ValidateSupportData>(API_PATHS.bindCard.validateSupport, { cardNo }), meta: { mask: false } });
export const useSendCustodyCode = () => useMutation({ mutationFn: (mobile: string) => sendSms(mobile, 'custody'), meta: { mask: false } });
export const useCustodyBindCard = () =>
  useCustodyMutation((v: { cardNo: string; mobile: string; code: string }) => http.post<OkData>(API_PATHS.depository.bindCard, v));

/** The money call: the pay ticket and the confirm screen's Idempotency-Key. */
export const custodyWithdraw = (amountFen: number, payTicket: string, idempotencyKey: string) =>
  http.post<CustodyWithdrawData>(API_PATHS.custody.withdrawCash, { amountFen: String(amountFen), payTicket }, { idempotencyKey });
