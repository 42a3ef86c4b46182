import { describe, expect, it } from 'vitest';
import { keepsPolling, resultView, TIMEOUT_MS } from './resultState';

describe('the result page state machine', () => {
  it('waits, lends, succeeds or fails from the order status', () => {
    expect(resultView(null, 0)).toBe('loading');
    expect(resultView('lending', 0)).toBe('lending');
    expect(resultView('lending', TIMEOUT_MS - 1)).toBe('lending');
    expect(resultView('repaying', 5000)).toBe('success');
    expect(resultView('settled', 0)).toBe('success');
    expect(resultView('failed', 0)).toBe('failed');
    expect(resultView('cancelled', 0)).toBe('cancelled');
    expect(resultView('created', 0)).toBe('notSubmitted');
  });
  it('calls lending past 60 s a time-out but keeps polling; a final state stops it', () => {
    expect(resultView('lending', TIMEOUT_MS)).toBe('timeout');
    expect(keepsPolling('timeout')).toBe(true);
    expect(keepsPolling('lending')).toBe(true);
    expect(keepsPolling('loading')).toBe(true);
    for (const v of ['success', 'failed', 'cancelled', 'notSubmitted'] as const) expect(keepsPolling(v)).toBe(false);
    // A payout seen after the time-out still shows success.
    expect(resultView('repaying', TIMEOUT_MS * 2)).toBe('success');
  });
});
