import { describe, expect, it } from 'vitest';
import { flowRoute, readReturnUrl } from './returnUrl';

describe('a flow\'s return URL', () => {
  it('keeps hash routes only', () => {
    expect(readReturnUrl(new URLSearchParams('returnUrl=/userNew'))).toBe('/userNew');
    expect(readReturnUrl(new URLSearchParams('returnUrl=%23%2FnewBorrowCash%3Fa%3D1'))).toBe('/newBorrowCash?a=1');
    expect(readReturnUrl(new URLSearchParams('returnUrl=https://evil.example/'))).toBeNull();
    expect(readReturnUrl(new URLSearchParams('returnUrl=//evil.example/'))).toBeNull();
    expect(readReturnUrl(new URLSearchParams(''))).toBeNull();
  });

  it('builds the next step with the return URL', () => {
    expect(flowRoute('/bankCard', '/userNew', { mobile: 'account' })).toBe('/bankCard?mobile=account&returnUrl=%2FuserNew');
    expect(flowRoute('/bankCard', null)).toBe('/bankCard');
  });
});
