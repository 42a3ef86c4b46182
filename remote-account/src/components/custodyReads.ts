import { API_PATHS, defineRead } from '@credit/shared';
import type {
  DepositoryStatusData, P2pWithdrawSelectData, SendWithdrawRequestData, WithdrawCashAptitudeData, WithdrawInfoListData, WithdrawOrderListData,
} from '@credit/shared/api';

/**
 * The custody account's reads (spec 7.5 depository, custody, capitalDepository; ADR 037), as data
 * (ADR 046): all under `custody`, so a custody change invalidates them together (invalidateCustody).
 * Where the account stands (custody/mainGuidance) is the loan remote's read too: sharedReads.custodyGuidance.
 */
/**
 * A read that says the balance is read anew by every page that shows it, and kept by none once its page is
 * left (issue 39): money moves where no custody page sees it (a custody funder's payout on the loan remote's
 * pages, or by the funder later), so a balance cached for the client's 30 s would show 0.00 after a payout
 * while the withdraw page, read anew, showed the money. Both pages show the ledger's one number.
 */
const BALANCE_READ = { staleTime: 0, gcTime: 0 } as const;

export const custodyReads = {
  status: defineRead<DepositoryStatusData>({ key: ['custody', 'status'], path: API_PATHS.depository.status, ...BALANCE_READ }),
  aptitude: defineRead<WithdrawCashAptitudeData>({ key: ['custody', 'aptitude'], path: API_PATHS.custody.withdrawCashAptitude, ...BALANCE_READ }),
  withdrawals: defineRead<WithdrawOrderListData>({ key: ['custody', 'withdrawals'], path: API_PATHS.capitalDepository.fetchWithdrawOrderList }),
  /** The loans paid into custody and what of each is still withdrawable (custody/p2pWithdrawSelect). */
  withdrawable: defineRead<P2pWithdrawSelectData>({ key: ['custody', 'withdrawable'], path: API_PATHS.custody.p2pWithdrawSelect, ...BALANCE_READ }),
  /** One withdrawal and what it took from each loan (capitalDepository/fetchWithdrawInfoList). */
  withdrawal: defineRead<WithdrawInfoListData>({ key: ['custody', 'withdrawal'], path: API_PATHS.capitalDepository.fetchWithdrawInfoList, params: ['withdrawNo'] }),
  /** The withdrawal request before the pay (capitalDepository/sendWithdrawRequest): what the amount takes from each loan; nothing moves. */
  request: defineRead<SendWithdrawRequestData>({ key: ['custody', 'request'], path: API_PATHS.capitalDepository.sendWithdrawRequest, params: ['amountFen'] }),
};
