import type { AppContext } from '../context';

/** An absolute http(s) URL on an allowed origin (scheme, host and port exactly), without credentials, else undefined. */
export function allowedUrl(ctx: AppContext, raw: string): URL | undefined {
  try {
    const url = new URL(raw);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && ctx.opts.returnOrigins.includes(url.origin)) return url;
  } catch {
    // not a URL
  }
  return undefined;
}
