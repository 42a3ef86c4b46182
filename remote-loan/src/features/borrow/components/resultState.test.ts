import { describe, expect, it } from 'vitest';
import { resultView } from './resultState';

describe('the result page state machine', () => {
  it('waits, lends, succeeds or fails from the order status', () => {
    expect(resultView(null, false)).toBe('loading');
    expect(resultView('lending', false)).toBe('lending');
    expect(resultView('repaying', false)).toBe('success');
    expect(resultView('settled', false)).toBe('success');
    expect(resultView('failed', false)).toBe('failed');
    expect(resultView('cancelled', false)).toBe('cancelled');
    expect(resultView('created', false)).toBe('notSubmitted');
  });

  it('calls lending past the time-out a time-out; a pay-out seen after it is still a success', () => {
    expect(resultView('lending', true)).toBe('timeout');
    expect(resultView('repaying', true)).toBe('success');
    expect(resultView('failed', true)).toBe('failed');
  });
});
