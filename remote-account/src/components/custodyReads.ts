import { API_PATHS, defineRead } from '@credit/shared';
import type {
  DepositoryStatusData, P2pWithdrawSelectData, SendWithdrawRequestData, WithdrawCashAptitudeData, WithdrawInfoListData, WithdrawOrderListData,
} from '@credit/shared/api';

/**
 * The custody account's reads (spec 7.5 depository, custody, capitalDepository; ADR 037), as data
 * (ADR 046): all under `custody`, so a custody change invalidates them together (invalidateCustody).
 * Where the account stands (custody/mainGuidance) is the loan remote's read too: sharedReads.custodyGuidance.
 */
export const custodyReads = {
  status: defineRead<DepositoryStatusData>({ key: ['custody', 'status'], path: API_PATHS.depository.status }),
  aptitude: defineRead<WithdrawCashAptitudeData>({ key: ['custody', 'aptitude'], path: API_PATHS.custody.withdrawCashAptitude }),
  withdrawals: defineRead<WithdrawOrderListData>({ key: ['custody', 'withdrawals'], path: API_PATHS.capitalDepository.fetchWithdrawOrderList }),
  /** The loans paid into custody and what of each is still withdrawable (custody/p2pWithdrawSelect). */
  withdrawable: defineRead<P2pWithdrawSelectData>({ key: ['custody', 'withdrawable'], path: API_PATHS.custody.p2pWithdrawSelect }),
  /** One withdrawal and what it took from each loan (capitalDepository/fetchWithdrawInfoList). */
  withdrawal: defineRead<WithdrawInfoListData>({ key: ['custody', 'withdrawal'], path: API_PATHS.capitalDepository.fetchWithdrawInfoList, params: ['withdrawNo'] }),
  /** The withdrawal request before the pay (capitalDepository/sendWithdrawRequest): what the amount takes from each loan; nothing moves. */
  request: defineRead<SendWithdrawRequestData>({ key: ['custody', 'request'], path: API_PATHS.capitalDepository.sendWithdrawRequest, params: ['amountFen'] }),
};
