/** Keeps the first 3 and last 4 characters (spec 3, spec 5). */
export function mask(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length <= 7) return value.replace(/.(?=.{2})/g, '*');
  return value.slice(0, 3) + '*'.repeat(value.length - 7) + value.slice(-4);
}

/** Bank cards show only the last 4 digits. */
export const maskCard = (cardNo: string): string => `**** **** **** ${cardNo.slice(-4)}`;

/** Names show the last character only. */
export const maskName = (name: string | null | undefined): string => (name ? '*'.repeat(name.length - 1) + name.slice(-1) : '');
