import { afterEach, describe, expect, it } from 'vitest';
import { displayWkHeaderAtom, initHost, logout, resetHost, sessionStore, setLoggedIn } from '@credit/shared';
import { canHydratePrerender } from './prerendered';

function container(withMarkup: boolean): Element {
  const root = document.createElement('div');
  if (withMarkup) root.innerHTML = '<div class="app"></div>';
  return root;
}

describe('canHydratePrerender', () => {
  afterEach(() => {
    logout();
    resetHost();
    sessionStore.set(displayWkHeaderAtom, true);
  });

  it('hydrates the guest home at / and at an empty hash', () => {
    initHost('http://localhost/', '');
    expect(canHydratePrerender(container(true), '#/')).toBe(true);
    expect(canHydratePrerender(container(true), '')).toBe(true);
    expect(canHydratePrerender(container(true), '#/?channel=x')).toBe(true);
  });

  it('renders afresh elsewhere, for a signed-in user, without markup, or when an update is forced', () => {
    initHost('http://localhost/', '');
    expect(canHydratePrerender(container(true), '#/login')).toBe(false);
    expect(canHydratePrerender(container(false), '#/')).toBe(false);
    setLoggedIn('token-abc');
    expect(canHydratePrerender(container(true), '#/')).toBe(false);
    logout();
    initHost('http://localhost/?APPSOURCE=1&APPVERSION=3.4.6', 'Mozilla/5.0 (Linux; Android 14; Pixel 8)');
    expect(canHydratePrerender(container(true), '#/')).toBe(false);
  });

  it('renders afresh when the session hides the header (spec 2.11 displayWkHeader): the pre-rendered home has one', () => {
    initHost('http://localhost/', '');
    sessionStore.set(displayWkHeaderAtom, false);
    expect(canHydratePrerender(container(true), '#/')).toBe(false);
  });
});
