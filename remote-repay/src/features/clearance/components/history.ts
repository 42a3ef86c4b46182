/** The settled orders and the proofs issued: where a clearance page sends a user who has nothing to show. */
export const CLEARANCE_HISTORY: readonly [string, string] = ['/clearance-certificate-history', '结清历史'];

/** The day in China (UTC+8) of a server timestamp, as the sandbox's PDF dates the proof. */
export function chinaDay(ms: number): string {
  return new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 10);
}
