import { browser } from '../embedder/browser';
import { clientVersion } from '../embedder/navigation';
import { tokenAtom } from './atoms';
import { sessionStore } from './store';

/**
 * Spec 4.10: a redirect to an external page carries token, fromModule, callBackUrl and version. A page
 * the back end serves (quota activation, the points mall) gets the one-time `code` its call answered in
 * place of the token, so no session token is in a URL that reaches a server log (ADR 024).
 */
export function externalHandoffUrl(base: string, params: { fromModule: string; callBackUrl: string; code?: string; partnerToken?: string }): string {
  const url = new URL(base, browser.href());
  // A partner's one-time token from its exchange call (fishcard, ADR 040) goes where spec 4.10 puts the token.
  if (params.partnerToken !== undefined) url.searchParams.set('token', params.partnerToken);
  else if (params.code !== undefined) url.searchParams.set('code', params.code);
  else url.searchParams.set('token', sessionStore.get(tokenAtom));
  url.searchParams.set('fromModule', params.fromModule);
  url.searchParams.set('callBackUrl', params.callBackUrl);
  url.searchParams.set('version', clientVersion());
  return url.toString();
}
