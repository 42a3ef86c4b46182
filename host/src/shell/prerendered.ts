import { displayWkHeaderAtom, getHost, isLoginAtom, needsForceUpdate, sessionStore } from '@credit/shared';

/**
 * Whether the markup in index.html (scripts/prerender.tsx: the Shell at `/` for a guest) is what the
 * first client render would produce, so React may hydrate it instead of painting it again. Painting
 * it again made the largest element repaint late (LCP) and cost one long task.
 */
export function canHydratePrerender(container: Element, hash: string): boolean {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  return (
    container.firstElementChild !== null && path === '/' && !sessionStore.get(isLoginAtom) && !needsForceUpdate(getHost()) &&
    // The pre-rendered home has the header: a wrapper that hides it (spec 2.11) gets a fresh render.
    sessionStore.get(displayWkHeaderAtom)
  );
}
