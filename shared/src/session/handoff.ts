import { browser } from '../embedder/browser';
import { clientVersion } from '../embedder/navigation';

/**
 * Spec 4.10: a redirect to an external page carries token, fromModule, callBackUrl and version. The
 * session token itself is never put in a URL (a URL reaches access logs and Referers): a page the back
 * end serves (quota activation, the points mall, ADR 024) and a configured partner's page (ADR 050) get
 * the one-time `code` their call answered in its place; fishcard's one-time partner token goes where
 * the spec puts the token (ADR 040); any other page opens with no credential at all.
 */
export function externalHandoffUrl(base: string, params: { fromModule: string; callBackUrl: string; code?: string | null; partnerToken?: string }): string {
  const url = new URL(base, browser.href());
  if (params.partnerToken !== undefined) url.searchParams.set('token', params.partnerToken);
  else if (params.code) url.searchParams.set('code', params.code);
  url.searchParams.set('fromModule', params.fromModule);
  url.searchParams.set('callBackUrl', params.callBackUrl);
  url.searchParams.set('version', clientVersion());
  return url.toString();
}
