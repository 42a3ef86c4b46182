import { PATTERNS } from './patterns';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The GB 11643 check character of the first 17 digits of an 18-digit ID number. */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

/** Spec 5 pattern, plus the GB 11643 check digit for 18-digit numbers (15-digit ones have none). */
export function isValidIdNumber(id: string): boolean {
  const v = id.replace(/\s+/g, '');
  if (!PATTERNS.certId.test(v)) return false;
  return v.length === 15 || idCheckChar(v) === v[17].toUpperCase();
}
