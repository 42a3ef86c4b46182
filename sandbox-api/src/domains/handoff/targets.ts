import type { AppContext } from '../../context';

/**
 * What a partner's hand-off code is bound to (ADR 050): the origin and path of an absolute http(s) URL
 * on a configured hand-off origin (scheme, host and port exactly), without user name or password; the
 * query and fragment are not part of it. Undefined for any other URL: no code is issued or spent for it.
 */
export function handoffTargetOf(ctx: AppContext, raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
  return ctx.opts.handoffOrigins.includes(url.origin) ? `${url.origin}${url.pathname}` : undefined;
}
