/**
 * Spec 4.2: deep links under the old h5 prefix `#/byj` are redirected to the web path
 * (`#/byj/login` → `#/login`). Returns the hash to use, or null when nothing changes.
 */
export function byjRedirect(hash: string): string | null {
  const match = /^#\/byj(?=\/|\?|$)\/?(.*)$/.exec(hash);
  if (!match) return null;
  return `#/${match[1] ?? ''}`;
}
