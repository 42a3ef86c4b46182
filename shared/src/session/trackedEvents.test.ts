import { afterEach, describe, expect, it } from 'vitest';
import { takeTrackedEvent, trackEvent } from './trackedEvents';

afterEach(() => {
  while (takeTrackedEvent());
});

describe('tracked events', () => {
  it('are taken once each, in the order noted, with their detail', () => {
    trackEvent('loginRepair');
    trackEvent('remoteIntegrity', 'repay@r2');
    expect(takeTrackedEvent()).toEqual({ event: 'loginRepair' });
    expect(takeTrackedEvent()).toEqual({ event: 'remoteIntegrity', detail: 'repay@r2' });
    expect(takeTrackedEvent()).toBeNull();
  });
});
