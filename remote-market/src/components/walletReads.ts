import { API_PATHS, defineRead } from '@credit/shared';
import type { CashAvailableData, InvitationsInfoData, RewardDetailsData, WithdrawRecordsData } from '@credit/shared/api';

/**
 * The reward balance, withdrawals and rewards several areas of this remote show, as data (ADR 046), with
 * the invitation: all under `wallet` (walletKeys.all), so a withdrawal reads every one again.
 */
export const walletReads = {
  available: defineRead<CashAvailableData>({ key: ['wallet', 'cashAvailable'], path: API_PATHS.withdrawCash.cashAvailable }),
  withdrawals: defineRead<WithdrawRecordsData>({ key: ['wallet', 'withdrawals'], path: API_PATHS.withdrawCash.records }),
  rewards: defineRead<RewardDetailsData>({ key: ['wallet', 'rewards'], path: API_PATHS.market.rewardDetails }),
  /** The invitation: qualification (the server decides, spec 6), the friends and the rewards earned. */
  invitations: defineRead<InvitationsInfoData>({ key: ['wallet', 'invitations'], path: API_PATHS.withdrawCash.invitationsInfo }),
};
