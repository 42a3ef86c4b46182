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
  document.documentElement.classList.remove('deep-link');
  resolveMounted();
}
