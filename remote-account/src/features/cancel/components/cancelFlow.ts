import { createStepFlow } from '@credit/shared/ui';

/** /unregisterReminder → /unregisterReason → /unregisterValidate, in memory only. */
export const cancelFlow = createStepFlow<'acknowledged' | 'reasoned', { reasonCode: string; reasonText: string }>();
export const CANCEL_FIRST = '/unregisterReminder';

/**
 * Set when the account was cancelled in this page session: the result page outlives the session
 * (the user is logged out by then), so it cannot be a step of the session-bound flow.
 */
let cancelled = false;

/**
 * The answer to the cancellation request, kept for this tab (sessionStorage, no personal data: when it was
 * cancelled), so the result page still shows it after a reload (issue 39: it always went to the reminder).
 * It speaks for the tab only while no one is logged in: a later login starts a new story.
 */
const RESULT_KEY = 'unregisterResult';

function keep(storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(RESULT_KEY, JSON.stringify({ cancelledAt: Date.now() }));
  } catch (failure) {
    // Storage the browser refuses: the result still shows for this page session.
    if (!(failure instanceof DOMException)) throw failure;
  }
}

function kept(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    const answer = JSON.parse(storage.getItem(RESULT_KEY) ?? 'null') as { cancelledAt?: unknown } | null;
    return typeof answer?.cancelledAt === 'number';
  } catch (failure) {
    if (failure instanceof SyntaxError || failure instanceof DOMException) return false;
    throw failure;
  }
}

export const markCancelled = (storage: Pick<Storage, 'setItem'> = sessionStorage) => {
  cancelled = true;
  keep(storage);
};

/** Whether there is a cancellation's result to show: this page session's, or the tab's kept one while logged out. */
export const wasCancelled = (isLogin: boolean, storage: Pick<Storage, 'getItem'> = sessionStorage) => cancelled || (!isLogin && kept(storage));
