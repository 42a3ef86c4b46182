/*
 * Status groups the account forms need and `@credit/shared/ui`'s statusField.ts does not have yet
 * (to move there: one list of server codes per idea, in one place). A form's declared map
 * (`fieldMap`) sends each group to one of its fields; no page holds a literal list of codes.
 */

/** The name and ID number do not match the authority's record (spec 8: 2003, 3000): about the ID number. */
export const IDENTITY_STATUSES = [2003, 3000] as const;
/** The name alone does not match (spec 8: 2004). */
export const NAME_STATUSES = [2004] as const;
/** 1004 on registration: the only answer about the invite code the server gives. */
export const INVITE_CODE_STATUSES = [1004] as const;

/** Whether `status` is one of `group`. */
export function inGroup(group: readonly number[], status: number): boolean {
  return group.includes(status);
}
