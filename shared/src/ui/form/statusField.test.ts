import { describe, expect, it, vi } from 'vitest';
import { ApiError, HttpError } from '@credit/shared';
import { expectedFailure, failureReporter, fieldOfStatus } from './statusField';

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
    // The catalogue's words for each refusal (spec 8), not the server's.
    report(new ApiError(2018, 'server', false));
    report(new ApiError(2011, 'server', false));
    report(new ApiError(2020, 'server', false));
    report(new ApiError(2006, 'server', false));
    // Already said by the shell: a general code's toast, a network failure.
    report(new ApiError(1001, 'server', true));
    report(new HttpError('network'));
    expect(setError.mock.calls).toEqual([['code', '亲，您填写的验证码错误'], ['mobile', '您还未注册']]);
    expect(setFormError.mock.calls).toEqual([['账号或密码不正确'], ['密码不正确']]);
  });

  it('throws a bug on instead of showing it as a refusal', () => {
    const report = failureReporter({ setError: vi.fn() }, vi.fn());
    expect(() => report(new TypeError('x is undefined'))).toThrow(TypeError);
    expect(expectedFailure(new HttpError('timeout'))).toBeInstanceOf(HttpError);
  });
});
