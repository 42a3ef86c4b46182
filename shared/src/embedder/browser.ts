/**
 * Page-level side effects the shell cannot do through the hash router. One object, so tests replace
 * its methods (jsdom does not navigate) and nothing touches `window` at import time.
 */
export const browser = {
  /** Leave the app for a full URL. */
  assign(url: string): void {
    window.location.assign(url);
  },
  back(): void {
    window.history.back();
  },
  close(): void {
    window.close();
  },
  historyLength(): number {
    return typeof window === 'undefined' ? 1 : window.history.length;
  },
  href(): string {
    return typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  },
};
