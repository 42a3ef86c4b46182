/** Answers about the SMS code (sending or checking it) belong to the code field. */
const CODE_STATUSES: ReadonlySet<number> = new Set([2001, 2005, 2017, 2018, 2019, 2022]);
/** Answers about the number itself (registered already, not registered) belong to the mobile field. */
const MOBILE_STATUSES: ReadonlySet<number> = new Set([2000, 2011]);

/** Which field of a login form shows an account answer; 'form' for the form-level line. */
export function fieldOfStatus(status: number): 'code' | 'mobile' | 'form' {
  if (CODE_STATUSES.has(status)) return 'code';
  if (MOBILE_STATUSES.has(status)) return 'mobile';
  return 'form';
}
