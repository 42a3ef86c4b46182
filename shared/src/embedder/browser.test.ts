import { describe, expect, it } from 'vitest';
import { browser } from './browser';

describe('browser', () => {
  it('wraps the page location and history', () => {
    browser.assign('#/moved');
    expect(browser.href()).toBe('http://localhost:3000/#/moved');
    expect(browser.historyLength()).toBeGreaterThanOrEqual(1);
    expect(() => browser.back()).not.toThrow();
    expect(() => browser.close()).not.toThrow();
  });
});
