/** Keeps `head` leading and `tail` trailing characters and stars the rest; too-short values stay as they are. */
function mask(value: string, head: number, tail: number): string {
  const v = value.replace(/\s+/g, '');
  if (v.length <= head + tail) return v;
  return v.slice(0, head) + '*'.repeat(v.length - head - tail) + v.slice(v.length - tail);
}

/** Spec 3, 5: mobile numbers keep the first 3 and last 4 digits ("138****5678"). */
export function maskMobile(mobile: string | null | undefined): string {
  return mobile ? mask(mobile, 3, 4) : '';
}

/** ID numbers show only their last 4 characters. */
export function maskIdNumber(id: string | null | undefined): string {
  return id ? mask(id, 0, 4) : '';
}

/** Bank card numbers show only their last 4 digits, whatever their length ("**** **** **** 1234"). */
export function maskCardNumber(cardNo: string | null | undefined): string {
  const v = cardNo ? cardNo.replace(/\s+/g, '') : '';
  return v.length > 4 ? `**** **** **** ${v.slice(-4)}` : v;
}

/** Names keep their last character only ("*三"), whatever the server already masked. */
export function maskName(name: string | null | undefined): string {
  const chars = [...(name ?? '')];
  return chars.length <= 1 ? chars.join('') : '*'.repeat(chars.length - 1) + chars[chars.length - 1];
}
