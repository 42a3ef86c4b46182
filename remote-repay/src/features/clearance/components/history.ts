/** The settled orders and the proofs issued: where a clearance page sends a user who has nothing to show. */
export const CLEARANCE_HISTORY: readonly [string, string] = ['/clearance-certificate-history', '结清历史'];
