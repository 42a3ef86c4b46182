/** History steps the app took itself (`back`, `go`) whose popstate has not arrived yet. */
let ownSteps = 0;

/**
 * Page-level side effects the shell cannot do through the hash router. One object, so tests replace
 * its methods (jsdom does not navigate) and nothing touches `window` at import time.
 */
export const browser = {
  /** Leave the app for a full URL. */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** One step back through history, taken by the app itself (see `takeOwnStep`). */
  back(): void {
    ownSteps += 1;
    window.history.back();
  },
  /** `delta` steps through history, taken by the app itself (see `takeOwnStep`). */
  go(delta: number): void {
    ownSteps += 1;
    window.history.go(delta);
  },
  /**
   * True (once) when a popstate answers a step the app took itself through `back` or `go`: the host's
   * system-back mechanism lets that step through instead of running the page's leave behaviour on it
   * (ADR 028). A user's back button or gesture finds none.
   */
  takeOwnStep(): boolean {
    if (ownSteps === 0) return false;
    ownSteps -= 1;
    return true;
  },
  /** Drops steps that never produced a popstate (nothing to go back to); the host calls it once a navigation settles. */
  forgetOwnSteps(): void {
    ownSteps = 0;
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
