/**
 * What an error may say when it leaves the phone (ADR 061): its name and message, cut to
 * MESSAGE_LIMIT characters, with nothing that could name or reach the user. Dropped or masked: a URL's
 * query, hash and credentials; `token=`, `password:`-like pairs and bearer values; e-mail addresses;
 * amounts (`1,234.56`, `¥12`, `300元`); every run of 4 or more digits (phones, ID and card numbers,
 * order numbers) with an ID number's final X; long letter-and-digit strings (tokens, signatures); and
 * Chinese text, which is the product's copy or the server's and may carry the user's name.
 */

export const MESSAGE_LIMIT = 200;
/** How much of a message is looked at (a huge one is not scanned whole). */
const SCANNED_LIMIT = 8_000;
/** A route as the contract takes it: a path pattern, no query. */
export const ROUTE_PATTERN = /^\/[\w/.:-]{0,80}$/;
/** A release or app version as the contract takes it. */
const TAG = /[^\w.-]/g;

/** The error's name and message as text; an object that is no error is never serialised (it may hold anything). */
export function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  if (typeof error === 'number' || typeof error === 'boolean' || typeof error === 'bigint') return String(error);
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (typeof message === 'string') return `${typeof name === 'string' ? name : 'Error'}: ${message}`;
    return 'non-error object';
  }
  return String(error);
}

const SECRET_PAIR = /\b(access[_-]?token|refresh[_-]?token|token|authorization|auth|password|passwd|pwd|secret|session(?:id)?|sign(?:ature)?|cookie|mobile|phone|idcard|cardno|name)\b(\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;&]+)/gi;

/** `text` safe to send: see the module's comment. */
export function scrubText(text: string): string {
  return (
    text
      .slice(0, SCANNED_LIMIT)
      // URLs: credentials, query and hash go; scheme, host and path stay.
      .replace(/\b[a-z][a-z\d+.-]*:\/\/[^\s"'<>]+/gi, (url) => url.replace(/\/\/[^/@\s]*@/, '//').split(/[?#]/)[0]!)
      // A query left anywhere (a relative URL): every key=value after ? & or #.
      .replace(/[?&#][^\s=?&#"'<>]*=[^\s&#"'<>]*/g, '')
      .replace(SECRET_PAIR, '$1$2#')
      .replace(/\bbearer\s+\S+/gi, 'Bearer #')
      .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '#@#')
      // Amounts: with a currency sign, before 元, with a decimal point or thousands separators.
      .replace(/[¥￥]\s*\d[\d,]*(?:\.\d+)?/g, '#')
      .replace(/\d[\d,]*(?:\.\d+)?(?=\s*元)/g, '#')
      .replace(/\d[\d,]*\.\d+/g, '#')
      .replace(/\d{1,3}(?:,\d{3})+/g, '#')
      // Phones, ID numbers (and their X), card and order numbers: any 4 digits or more.
      .replace(/\d{4,}[Xx]?/g, '#')
      // Tokens and signatures: long runs of letters and digits mixed.
      .replace(/[A-Za-z\d_+=-]{16,}/g, (run) => (/\d/.test(run) && /[A-Za-z]/.test(run) ? '#' : run))
      // Chinese: the product's copy or the server's words, which may name the user.
      .replace(/[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]+/g, '*')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MESSAGE_LIMIT)
  );
}

/** The message an error event carries. */
export function scrubMessage(error: unknown): string {
  return scrubText(errorText(error)) || 'unknown error';
}

/** A release or app version as the contract takes it (`[\w.-]`, at most `max`), or null when nothing is left. */
export function tagOf(value: string | null | undefined, max: number): string | null {
  const tag = (value ?? '').replace(TAG, '').slice(0, max);
  return tag === '' ? null : tag;
}
