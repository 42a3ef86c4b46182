import { describe, expect, it } from 'vitest';
import { isFinal, repayView } from './resultState';

describe('the repayment result states', () => {
  it('shows processing until the time-out, then timed out', () => {
    expect(repayView('processing', false)).toBe('processing');
    expect(repayView('processing', true)).toBe('timeout');
  });

  it('shows success, partly paid and failed as they are, timed out or not; those are final', () => {
    for (const status of ['success', 'partial', 'failed'] as const) {
      expect(repayView(status, false)).toBe(status);
      expect(repayView(status, true)).toBe(status);
      expect(isFinal(status)).toBe(true);
    }
    expect(isFinal('processing')).toBe(false);
    expect(isFinal('pending')).toBe(false);
  });

  it('calls a never-confirmed repayment what it is, not a failure', () => {
    expect(repayView('pending', false)).toBe('unconfirmed');
    expect(repayView(null, false)).toBe('loading');
  });
});
