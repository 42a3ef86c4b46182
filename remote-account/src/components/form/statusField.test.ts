import { describe, expect, it, vi } from 'vitest';
import { failureReporter, fieldOfStatus } from './statusField';

describe('fieldOfStatus', () => {
  it('puts each account answer on the field it is about, the rest on the form', () => {
    for (const status of [2001, 2005, 2017, 2018, 2019, 2022]) expect(fieldOfStatus(status)).toBe('code');
    for (const status of [2000, 2011]) expect(fieldOfStatus(status)).toBe('mobile');
    for (const status of [2006, 2016]) expect(fieldOfStatus(status)).toBe('old');
    for (const status of [2010, 2015]) expect(fieldOfStatus(status)).toBe('password');
    expect(fieldOfStatus(2014)).toBe('confirm');
    for (const status of [2020, 3000, 1004, 0, null]) expect(fieldOfStatus(status)).toBeNull();
  });

  it('serves the bank-card form too: code answers under the code, card answers on the form line', () => {
    for (const status of [2005, 2017, 2018, 2019, 2022]) expect(fieldOfStatus(status)).toBe('code');
    // Not real-named, malformed card, and the server's own message (unsupported, already bound, reserved mobile).
    for (const status of [1000, 1004, 40403]) expect(fieldOfStatus(status)).toBeNull();
  });
});

describe('failureReporter', () => {
  it('shows code and mobile answers on their fields, others on the form line, and nothing already said', () => {
    const setError = vi.fn();
    const setFormError = vi.fn();
    const report = failureReporter({ setError }, setFormError);
    report(2018, '亲，您填写的验证码错误');
    report(2011, '您还未注册');
    report(2020, '账号或密码不正确');
    report(2006, '密码不正确');
    report(1001, null);
    report(null, null);
    expect(setError.mock.calls).toEqual([['code', '亲，您填写的验证码错误'], ['mobile', '您还未注册']]);
    expect(setFormError.mock.calls).toEqual([['账号或密码不正确'], ['密码不正确']]);
  });
});
