/**
 * sessionStorage alone, never the shared storage's cookie fallback (a cookie would ride along with every
 * request, the beacon included); null or nothing written where it is missing or throws.
 */
export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // No storage (a locked-down web view): decided again on the next load.
  }
}
