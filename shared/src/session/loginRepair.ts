import { LOGIN_REPAIR_THROTTLE_MS } from '../constants';
import { storage, STORAGE_KEYS } from '../storage';
import { trackEvent } from './trackedEvents';

/**
 * Spec 4.1, 9 login-repair tracking: a session taken back from stored data at start-up (the stored
 * common-user data or the wallet token, not a fresh login or a URL token) is a "login repair". It is
 * tracked once, on the next call's tracking context (`event: 'loginRepair'`, trackedEvents.ts), and at most once per
 * LOGIN_REPAIR_THROTTLE_MS (10 minutes): the time of the last one is kept with the session.
 */
export const LOGIN_REPAIR_EVENT = 'loginRepair';

/** A repair happened now: tracked unless one was tracked less than LOGIN_REPAIR_THROTTLE_MS ago. True when it will be. */
export function noteLoginRepair(now: number = Date.now()): boolean {
  const last = Number(storage.get(STORAGE_KEYS.loginRepairTrackedAt));
  if (last > 0 && now >= last && now - last < LOGIN_REPAIR_THROTTLE_MS) return false;
  storage.set(STORAGE_KEYS.loginRepairTrackedAt, String(now));
  trackEvent(LOGIN_REPAIR_EVENT);
  return true;
}
