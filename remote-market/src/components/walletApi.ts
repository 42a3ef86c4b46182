import { useQuery, type QueryClient } from '@tanstack/react-query';
import { API_PATHS, FEN_PER_YUAN, http, sessionKeys, WITHDRAW_THRESHOLD_FEN } from '@credit/shared';
import type { CashAvailableData, RewardDetailsData, WithdrawData, WithdrawRecordsData } from '@credit/shared/api';

/**
 * The reward balance, withdrawals and rewards that several areas of this remote show (invitation,
 * wallet), and the wallet's query keys (ADR 008), the invitation's included (features/invite/api.ts
 * reads it). A withdrawal changes all of them.
 */
/** Spec 4.8's threshold as the pages say it (yuan). */
export const WITHDRAW_THRESHOLD_YUAN = WITHDRAW_THRESHOLD_FEN / FEN_PER_YUAN;

export const walletKeys = {
  all: ['wallet'] as const,
  available: ['wallet', 'cashAvailable'] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
  rewards: ['wallet', 'rewards'] as const,
  invitations: ['wallet', 'invitations'] as const,
};

export const useCashAvailable = () => useQuery({ queryKey: walletKeys.available, queryFn: () => http.post<CashAvailableData>(API_PATHS.withdrawCash.cashAvailable) });
export const useWithdrawals = () => useQuery({ queryKey: walletKeys.withdrawals, queryFn: () => http.post<WithdrawRecordsData>(API_PATHS.withdrawCash.records) });
export const useRewards = () => useQuery({ queryKey: walletKeys.rewards, queryFn: () => http.post<RewardDetailsData>(API_PATHS.market.rewardDetails) });

/** Withdraws `amountFen` to the default card: a pay ticket and the confirm screen's key (ADR 016). */
export const withdraw = (amountFen: number, payTicket: string, idempotencyKey: string) =>
  http.post<WithdrawData>(API_PATHS.withdrawCash.withdraw, { amountFen: String(amountFen), payTicket }, { idempotencyKey });

/** After a withdrawal: the balance, the records and the session's transactions are read again. */
export const invalidateWallet = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: walletKeys.all }), client.invalidateQueries({ queryKey: sessionKeys.all })]);
