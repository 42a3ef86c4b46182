import { describe, expect, it } from 'vitest';
import { telHref } from './tel';

describe('telHref', () => {
  it('dials only the digits (and a leading +) of the configured hotline', () => {
    expect(telHref('400-000-0000')).toBe('tel:4000000000');
    expect(telHref('+86 10 1234 5678')).toBe('tel:+861012345678');
  });
});
