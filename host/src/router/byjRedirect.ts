/**
 * Spec 4.2: deep links under the old h5 prefix `#/byj` are redirected to the web path
 * (`#/byj/login` → `#/login`). Returns the hash to use, or null when nothing changes.
 */
export function byjRedirect(hash: string): string | null {
  const match = /^#\/byj(?=\/|\?|$)\/?(.*)$/.exec(hash);
  if (!match) return null;
  return `#/${match[1] ?? ''}`;
}

/**
 * The router path of the old prefix: an in-app navigation to `#/byj…` (a link in content, a configured
 * tile or menu item, `shell.navigate`) lands on `ByjRedirect`, which replaces it with the web path. The
 * entry URL is rewritten before the app starts (bootstrap), by the same `byjRedirect`.
 */
export const BYJ_ROUTE_PATH = '/byj/*';
