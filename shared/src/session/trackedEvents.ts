/**
 * Events the tracking context reports (spec 3: it rides on every call). Each event is sent once, on the
 * next call, in the order noted: a login repair (spec 4.1, 9), a remote refused for its integrity (ADR 043).
 */
export interface TrackedEvent {
  event: string;
  /** What the event is about, e.g. the remote and version refused. */
  detail?: string;
}

const pending: TrackedEvent[] = [];

/** Reports `event` on the next call. */
export function trackEvent(event: string, detail?: string): void {
  pending.push(detail === undefined ? { event } : { event, detail });
}

/** The event the next call carries, taken off the queue; null when none is pending. */
export function takeTrackedEvent(): TrackedEvent | null {
  return pending.shift() ?? null;
}
