import { createStepFlow } from '@credit/shared/ui';

/** /unregisterReminder → /unregisterReason → /unregisterValidate, in memory only. */
export const cancelFlow = createStepFlow<'acknowledged' | 'reasoned', { reasonCode: string; reasonText: string }>();
export const CANCEL_FIRST = '/unregisterReminder';

/**
 * Set when the account was cancelled in this page session: the result page outlives the session
 * (the user is logged out by then), so it cannot be a step of the session-bound flow.
 */
let cancelled = false;
export const markCancelled = () => {
  cancelled = true;
};
export const wasCancelled = () => cancelled;
