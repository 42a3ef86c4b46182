import type { SmsPurpose } from '@credit/shared/api';
import { sendSms } from './sms';
import { callApi } from './callApi';

/** The form field an account answer (spec 8) is about; null: the form-level line. */
export type StatusField = 'code' | 'mobile' | 'old' | 'password' | 'confirm';

const FIELD_OF_STATUS: ReadonlyMap<number, StatusField> = new Map([
  // Sending or checking the SMS code.
  ...[2001, 2005, 2017, 2018, 2019, 2022].map((s) => [s, 'code'] as const),
  // The number itself: registered already, not registered.
  ...[2000, 2011].map((s) => [s, 'mobile'] as const),
  // The old password: wrong, or wrong too often.
  ...[2006, 2016].map((s) => [s, 'old'] as const),
  // The new password: malformed, or the same as the old one.
  ...[2010, 2015].map((s) => [s, 'password'] as const),
  [2014, 'confirm'],
]);

/** Which field of an account form shows an answer; null for the form-level line. */
export function fieldOfStatus(status: number | null): StatusField | null {
  return status === null ? null : (FIELD_OF_STATUS.get(status) ?? null);
}

/**
 * What a login-style form (mobile + code) does with a failed call: the message next to the mobile
 * or the code, else on the form line. Nothing when the shell already said it (message null).
 */
export function failureReporter(form: { setError(name: 'code' | 'mobile', message: string): void }, setFormError: (message: string) => void) {
  return (status: number | null, message: string | null): void => {
    if (!message || status === null) return;
    const target = fieldOfStatus(status);
    if (target === 'code' || target === 'mobile') form.setError(target, message);
    else setFormError(message);
  };
}

interface MobileCodeForm {
  check(names: 'mobile'[]): boolean;
  clean(name: 'mobile'): string;
  setError(name: 'code' | 'mobile', message: string): void;
}

/**
 * "获取验证码" for a form with its own mobile field: checks the number, sends a code of `purpose`
 * (no loading mask: the button shows its own state), and shows a refusal where it belongs.
 * Resolves true when the code went out (the countdown then starts).
 */
export function mobileCodeSender(form: MobileCodeForm, setFormError: (message: string | null) => void, purpose: SmsPurpose) {
  const showFailure = failureReporter(form, setFormError);
  return async (): Promise<boolean> => {
    setFormError(null);
    if (!form.check(['mobile'])) return false;
    const result = await callApi(() => sendSms(form.clean('mobile'), purpose), { loading: false });
    if (!result.ok) showFailure(result.status, result.message);
    return result.ok;
  };
}
