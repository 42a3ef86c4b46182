// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sanitizeToFragment } from './sanitize';

describe('sanitizeToFragment without a DOM', () => {
  it('throws instead of passing the HTML through unsanitised', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(() => sanitizeToFragment('<img src=x onerror=alert(1)>')).toThrow(/needs a DOM/);
  });
});
