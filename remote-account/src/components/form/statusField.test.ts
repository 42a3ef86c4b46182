import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, ApiError, HttpError } from '@credit/shared';
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
});

describe('failureReporter', () => {
  it('shows code and mobile answers on their fields, others on the form line, and nothing already said', () => {
    const setError = vi.fn();
    const setFormError = vi.fn();
    const report = failureReporter({ setError }, setFormError);
    report(new ApiError(2018, '', false));
    report(new ApiError(2011, '', false));
    report(new ApiError(2020, '', false));
    report(new ApiError(2006, '', false));
    report(new ApiError(1001, '', true));
    report(new HttpError('network'));
    expect(setError.mock.calls).toEqual([['code', ACCOUNT_MESSAGES[2018]], ['mobile', ACCOUNT_MESSAGES[2011]]]);
    expect(setFormError.mock.calls).toEqual([[ACCOUNT_MESSAGES[2020]], [ACCOUNT_MESSAGES[2006]]]);
  });

  it('throws anything that is not a failed call on, to the error boundary', () => {
    const report = failureReporter({ setError: vi.fn() }, vi.fn());
    expect(() => report(new TypeError('a bug'))).toThrow('a bug');
  });
});
