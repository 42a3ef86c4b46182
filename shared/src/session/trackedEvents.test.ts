import { beforeEach, describe, expect, it } from 'vitest';
import { takeTrackedEvent, trackEvent } from './trackedEvents';

// Whatever a page test before this one noted (the queue lives as long as the worker's module graph).
beforeEach(() => {
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
