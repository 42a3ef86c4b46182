import type { SmsPurpose } from '@credit/shared/api';
import { sendSms } from './sms';
import { failureMessage, failureStatus, HttpError, ApiError } from '@credit/shared';

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
 * A failed call's error, unless it is a bug: an ApiError (refused) or HttpError (no answer) is the
 * page's to show; anything else is thrown on, to the error boundary.
 */
export function expectedFailure(error: unknown): ApiError | HttpError {
  if (error instanceof ApiError || error instanceof HttpError) return error;
  throw error;
}

/**
 * What a login-style form (mobile + code) does with a failed call: the message next to the mobile
 * or the code, else on the form line. Nothing when the shell already said it.
 */
export function failureReporter(form: { setError(name: 'code' | 'mobile', message: string): void }, setFormError: (message: string) => void) {
  return (error: unknown): void => {
    const message = failureMessage(expectedFailure(error));
    const status = failureStatus(error);
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
    try {
      await sendSms(form.clean('mobile'), purpose);
      return true;
    } catch (error) {
      showFailure(error);
      return false;
    }
  };
}
