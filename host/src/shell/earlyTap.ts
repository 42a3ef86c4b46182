// No imports: scripts/firstPaint.ts compiles EARLY_TAP into index.html's inline script.

/**
 * Where index.html's first-paint script keeps the first tap on a button of the pre-rendered home
 * (ADR 065). Until the shell's first commit nothing in React listens to that markup, so the script
 * takes every such tap (the page acts on none of them yet) and keeps the first, for the app to act on.
 */
export const EARLY_TAP = '__creditEarlyTap';

interface EarlyTapHolder {
  tap?: Element;
}

/**
 * At the shell's first commit: ends the first-paint script's watch (from now the app's own handlers
 * answer) and acts on the tap it kept. Hydrated, the tapped button is the same node; rendered afresh
 * (a logged-in user's home), its twin is the button of the same class and label. Nothing happens when
 * the user has left the home meanwhile (a tab's link works without the app) or the button is gone.
 */
export function replayEarlyTap(container: Element, hash: string = window.location.hash): void {
  const holder = window as unknown as Record<string, EarlyTapHolder | undefined>;
  const tap = holder[EARLY_TAP]?.tap;
  delete holder[EARLY_TAP];
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  if (!tap || path !== '/') return;
  const twin = tap.isConnected
    ? tap
    : [...container.querySelectorAll('button')].find((b) => b.className === tap.className && b.textContent === tap.textContent);
  if (twin instanceof HTMLElement) twin.click();
}
