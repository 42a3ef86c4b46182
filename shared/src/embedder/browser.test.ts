import { describe, expect, it, vi } from 'vitest';
import { browser } from './browser';

describe('own history steps (ADR 028)', () => {
  it('counts the steps the app takes itself, once each, and forgets them on request', () => {
    vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    browser.forgetOwnSteps();
    expect(browser.takeOwnStep()).toBe(false);
    browser.back();
    browser.go(-2);
    expect(browser.takeOwnStep()).toBe(true);
    expect(browser.takeOwnStep()).toBe(true);
    expect(browser.takeOwnStep()).toBe(false);
    browser.back();
    browser.forgetOwnSteps();
    expect(browser.takeOwnStep()).toBe(false);
    expect(go).toHaveBeenCalledWith(-2);
    vi.restoreAllMocks();
  });
});

describe('browser', () => {
  it('wraps the page location and history', () => {
    browser.assign('#/moved');
    expect(browser.href()).toBe('http://localhost:3000/#/moved');
    expect(browser.historyLength()).toBeGreaterThanOrEqual(1);
    expect(() => browser.back()).not.toThrow();
    // jsdom's own close would end the window for every test file after this one in the worker.
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    browser.close();
    expect(close).toHaveBeenCalledOnce();
    close.mockRestore();
  });
});
