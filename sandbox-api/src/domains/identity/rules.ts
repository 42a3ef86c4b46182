/**
 * Identity rules the sandbox adds to the contract: the birth date, sex and age. The pattern and the
 * GB 11643 check digit are shared's `isValidIdNumber` (@credit/shared/rules).
 */

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
