import { describe, expect, it } from 'vitest';
import { flowRoute, readReturnUrl, withQuery } from './returnUrl';

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

  it('hands a value back to the route that asked, keeping its own query', () => {
    expect(withQuery('/newBorrowCash', { cardId: '12' })).toBe('/newBorrowCash?cardId=12');
    expect(withQuery('/cashConfirm?orderNo=L1&cardId=1', { cardId: '12' })).toBe('/cashConfirm?orderNo=L1&cardId=12');
  });
});
