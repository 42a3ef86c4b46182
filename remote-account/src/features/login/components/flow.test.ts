import { describe, expect, it } from 'vitest';
import { carryQuery, returnTarget } from './flow';

describe('login flow query', () => {
  it('returns to the kept route with its own query, without the flow keys', () => {
    const params = new URLSearchParams('redirect=bankCard&from=user&loginType=tokenExpired&mobileId=3&code=abc');
    expect(returnTarget(params)).toEqual({ name: 'bankCard', query: { from: 'user' } });
  });

  it('returns to a kept hash route too (what the checks and the guard write), e.g. the Mine tab', () => {
    expect(returnTarget(new URLSearchParams('redirect=%2Fuser'))).toBe('/user');
    expect(returnTarget(new URLSearchParams('loginType=tokenExpired&redirect=%2FbankCard%3Ffrom%3Dmine'))).toBe('/bankCard?from=mine');
  });

  it('falls back when no route was kept', () => {
    expect(returnTarget(new URLSearchParams(''))).toBe('/');
    expect(returnTarget(new URLSearchParams('code=abc'), '/realName')).toBe('/realName');
  });

  it('carries the kept route to the next page of a flow and adds its own keys', () => {
    const params = new URLSearchParams('redirect=bankCard&from=user&mobileId=3&loginType=tokenExpired');
    expect(carryQuery(params, { mobileId: '5' })).toEqual({ redirect: 'bankCard', from: 'user', mobileId: '5' });
    expect(returnTarget(new URLSearchParams(carryQuery(params)))).toEqual({ name: 'bankCard', query: { from: 'user' } });
  });
});
