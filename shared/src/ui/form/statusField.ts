import type { SmsPurpose } from '@credit/shared/api';
import { sendSms } from './sms';
import { failureMessage, failureStatus, HttpError, ApiError } from '@credit/shared';
import { fieldMap, type FieldMap } from './useSubmit';

/** The form field an account answer (spec 8) is about; null: the form-level line. */
export type StatusField = 'code' | 'mobile' | 'old' | 'password' | 'confirm';

/*
 * The refusals of spec 8 grouped by what they are about. A form's declared map (`fieldMap`) sends
 * each group to one of its fields; these groups are the only lists of server codes in the app code.
 */
/** Sending or checking an SMS code. */
export const SMS_CODE_STATUSES = [2001, 2005, 2017, 2018, 2019, 2022] as const;
/** The number itself: registered already, not registered. */
export const MOBILE_STATUSES = [2000, 2011] as const;
/** A password typed to prove it is you (the old login password, the deal password): wrong, or wrong too often. */
export const PASSWORD_PROOF_STATUSES = [2006, 2016] as const;
/** A new password: malformed, or the same as the old one. */
export const NEW_PASSWORD_STATUSES = [2010, 2015] as const;
/** The confirmation differs from the new password. */
export const CONFIRM_PASSWORD_STATUSES = [2014] as const;

/** The account forms' map (login, register, reset, change of number or password). */
export const ACCOUNT_FIELDS: FieldMap<StatusField> = fieldMap<StatusField>({
  code: SMS_CODE_STATUSES, mobile: MOBILE_STATUSES, old: PASSWORD_PROOF_STATUSES, password: NEW_PASSWORD_STATUSES, confirm: CONFIRM_PASSWORD_STATUSES,
});
const FIELD_OF_STATUS = ACCOUNT_FIELDS;

/** Which field of an account form shows an answer; null for the form-level line. */
export function fieldOfStatus(status: number | null): StatusField | null {
  return status === null ? null : (FIELD_OF_STATUS[status] ?? null);
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
