import type { QueryClient } from '@tanstack/react-query';
import { API_PATHS, FEN_PER_YUAN, http, sessionKeys, useRead, WITHDRAW_THRESHOLD_FEN } from '@credit/shared';
import type { WithdrawData } from '@credit/shared/api';
import { walletReads } from './walletReads';

/**
 * The reward balance, withdrawals and rewards that several areas of this remote show (invitation,
 * wallet), and the wallet's query keys (ADR 008), the invitation's included (features/invite/api.ts
 * reads it). A withdrawal changes all of them.
 */
/** Spec 4.8's threshold as the pages say it (yuan). */
export const WITHDRAW_THRESHOLD_YUAN = WITHDRAW_THRESHOLD_FEN / FEN_PER_YUAN;

/** The root of the wallet's reads (walletReads): a withdrawal invalidates it. */
export const walletKeys = { all: ['wallet'] as const };

export const useCashAvailable = () => useRead(walletReads.available);
export const useWithdrawals = () => useRead(walletReads.withdrawals);
export const useRewards = () => useRead(walletReads.rewards);

/** Withdraws `amountFen` to the default card: a pay ticket and the confirm screen's key (ADR 016). */
export const withdraw = (amountFen: number, payTicket: string, idempotencyKey: string) =>
  http.post<WithdrawData>(API_PATHS.withdrawCash.withdraw, { amountFen: String(amountFen), payTicket }, { idempotencyKey });

/** After a withdrawal: the balance, the records and the session's transactions are read again. */
export const invalidateWallet = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: walletKeys.all }), client.invalidateQueries({ queryKey: sessionKeys.all })]);
