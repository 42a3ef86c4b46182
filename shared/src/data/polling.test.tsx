import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollWhile, RESULT_POLL, useTimedOut } from './polling';

const query = <T,>(data: T | undefined) => ({ state: { data } });

describe('pollWhile', () => {
  const pending = (d: { status: string }) => d.status === 'processing';
  const interval = pollWhile(pending, { intervalMs: 1500 });

  it('asks again while there is no answer yet or the answer is pending', () => {
    expect(interval(query(undefined))).toBe(1500);
    expect(interval(query({ status: 'processing' }))).toBe(1500);
  });

  it('waits for a first answer without polling when told to (a read that toasts its failures)', () => {
    const quiet = pollWhile(pending, { whileUnanswered: false });
    expect(quiet(query(undefined))).toBe(false);
    expect(quiet(query({ status: 'processing' }))).toBe(RESULT_POLL.intervalMs);
  });

  it('stops once the answer is final', () => {
    expect(interval(query({ status: 'success' }))).toBe(false);
    expect(interval(query({ status: 'failed' }))).toBe(false);
  });

  it('asks every 2 s unless told otherwise', () => {
    expect(pollWhile(() => true)(query(1))).toBe(RESULT_POLL.intervalMs);
    expect(RESULT_POLL).toEqual({ intervalMs: 2000, timeoutMs: 60_000 });
  });
});

describe('useTimedOut', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns true at the deadline, not before, and stays true', () => {
    const { result, rerender } = renderHook(({ waiting }) => useTimedOut(60_000, waiting), { initialProps: { waiting: true } });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(59_999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ waiting: false });
    expect(result.current).toBe(true);
  });

  it('does not time out while not waiting; counts from the first render when waiting again', () => {
    const { result, rerender } = renderHook(({ waiting }) => useTimedOut(10_000, waiting), { initialProps: { waiting: false } });
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current).toBe(false);
    rerender({ waiting: true });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(true);
  });

  it('sets one timer, not a ticking clock', () => {
    const { unmount } = renderHook(() => useTimedOut(60_000));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
