import { RETURN_URL_PARAM } from '../constants';

/**
 * The return URL spec 4.3 carries through a flow (real name, card binding and opening, setting the deal
 * password, the profile before a first loan) back to where it began. Only hash routes ("/x", "#/x") are kept: the flow never sends the user off the site from a query parameter.
 */
export function readReturnUrl(params: URLSearchParams): string | null {
  const value = params.get(RETURN_URL_PARAM)?.trim();
  if (!value) return null;
  const route = value.replace(/^#/, '');
  return route.startsWith('/') && !route.startsWith('//') ? route : null;
}

/** A route of the flow with the return URL (and other non-sensitive flags) in its query. */
export function flowRoute(path: string, returnUrl: string | null, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  if (returnUrl) query.set(RETURN_URL_PARAM, returnUrl);
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A route (which may carry a query already) with `params` set in its query: what a flow hands back. */
export function withQuery(route: string, params: Record<string, string>): string {
  const [path = '', query = ''] = route.split('?', 2);
  const merged = new URLSearchParams(query);
  for (const [k, v] of Object.entries(params)) merged.set(k, v);
  return `${path}?${merged}`;
}
