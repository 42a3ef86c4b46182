import { describe, expect, it } from 'vitest';
import { keepsPolling, repayView, TIMEOUT_MS } from './resultState';

describe('the repayment result states', () => {
  it('shows processing until the time-out, then timed out, and keeps polling in both', () => {
    expect(repayView('processing', TIMEOUT_MS - 1)).toBe('processing');
    expect(repayView('processing', TIMEOUT_MS)).toBe('timeout');
    expect(keepsPolling('processing') && keepsPolling('timeout') && keepsPolling('loading')).toBe(true);
  });

  it('ends polling on success, partly paid and failed', () => {
    for (const status of ['success', 'partial', 'failed'] as const) {
      expect(repayView(status, 0)).toBe(status);
      expect(keepsPolling(repayView(status, TIMEOUT_MS * 2))).toBe(false);
    }
  });

  it('calls a never-confirmed repayment what it is, not a failure', () => {
    expect(repayView('pending', 0)).toBe('unconfirmed');
    expect(repayView(null, 0)).toBe('loading');
  });
});
