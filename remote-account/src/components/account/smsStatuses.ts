/** Account statuses about the SMS code itself (spec 8): shown under the code field, not for the form. */
export const SMS_CODE_STATUSES: ReadonlySet<number> = new Set([2005, 2017, 2018, 2019, 2022]);
