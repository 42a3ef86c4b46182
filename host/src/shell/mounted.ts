// No imports: scripts/firstPaint.ts compiles SIGNED_IN_HOME_CLASS into index.html's inline script.

/**
 * The class index.html's first-paint script puts on the home's html when a session is probably stored:
 * the pre-rendered hero's guest figure, not the user's, stays hidden (shell.css) until the app renders
 * theirs. A hint only, from where the session is kept; the app decides who is logged in (initSession).
 */
export const SIGNED_IN_HOME_CLASS = 'home-signed-in';

let resolveMounted: () => void = () => undefined;

/**
 * Resolves once the shell's first render (or hydration of the pre-rendered home) has committed.
 * State that changes what the home shows must wait for it: arriving mid-hydration it would make the
 * client's render differ from the pre-rendered markup.
 */
export const shellMounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

export function markShellMounted(): void {
  // The app's markup has replaced the pre-rendered home: nothing is left for the first-paint class to hide.
  document.documentElement.classList.remove('deep-link', SIGNED_IN_HOME_CLASS);
  resolveMounted();
}
