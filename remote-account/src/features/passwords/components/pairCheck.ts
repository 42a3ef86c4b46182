import { ACCOUNT_MESSAGES, newDiffersFromOld, passwordsMatch } from '@credit/shared';

/**
 * Spec 5 "other rules", checked before any call: the confirmation must match the new password
 * (2014, shown at the confirmation) and the new password must differ from the old (2015, shown at
 * the new one). Null when both hold or when `old` is not part of the form.
 */
export function pairProblems(password: string, confirm: string, old?: string): { password?: string; confirm?: string } | null {
  if (!passwordsMatch(password, confirm)) return { confirm: ACCOUNT_MESSAGES[2014] };
  if (old !== undefined && !newDiffersFromOld(old, password)) return { password: ACCOUNT_MESSAGES[2015] };
  return null;
}
