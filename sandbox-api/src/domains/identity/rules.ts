/** Identity rules of spec 5 beyond the contract's patterns: the GB 11643 check digit and the birth date. */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

export function checkDigitOk(certId: string): boolean {
  if (certId.length === 15) return true; // first-generation numbers carry no check digit
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(certId[i]), 0);
  return CHECK_CHARS[sum % 11] === certId[17]!.toUpperCase();
}

/** Birth date (YYYY-MM-DD) from the ID number, or undefined when it is no real date. */
export function birthDateOf(certId: string): string | undefined {
  const digits = certId.length === 15 ? `19${certId.slice(6, 12)}` : certId.slice(6, 14);
  const [y, m, d] = [Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6, 8))];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

/** Odd sequence digit: male. */
export const sexOf = (certId: string): 'M' | 'F' => (Number(certId.length === 15 ? certId[14] : certId[16]) % 2 === 1 ? 'M' : 'F');

/** Whole years between birth and `today` (both YYYY-MM-DD). */
export function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

export const normalizeCertId = (certId: string): string => certId.toUpperCase();
