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

/** The name and ID number do not match the authority's record: about the ID number. */
export const IDENTITY_STATUSES = [2003, 3000] as const;
/** The name alone does not match. */
export const NAME_STATUSES = [2004] as const;
/** 1004 on registration: the only answer about the invite code the server gives. */
export const INVITE_CODE_STATUSES = [1004] as const;

/** Whether `status` is one of `group`. */
export function inGroup(group: readonly number[], status: number): boolean {
  return group.includes(status);
}

/** The account forms' map (login, register, reset, change of number or password). */
export const ACCOUNT_FIELDS: FieldMap<StatusField> = fieldMap<StatusField>({
  code: SMS_CODE_STATUSES, mobile: MOBILE_STATUSES, old: PASSWORD_PROOF_STATUSES, password: NEW_PASSWORD_STATUSES, confirm: CONFIRM_PASSWORD_STATUSES,
});
