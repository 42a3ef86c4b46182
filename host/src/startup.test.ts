import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTES_IDLE_DELAY_MS, startRemotesWhenUseful } from './startup';

describe('startRemotesWhenUseful', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback; the fallback starts right after the delay.
    expect(document.readyState).toBe('complete');
  });
  afterEach(() => vi.useRealTimers());

  it('starts at once away from the host pages', () => {
    const begin = vi.fn(() => Promise.resolve());
    startRemotesWhenUseful(false, begin);
    expect(begin).toHaveBeenCalledTimes(1);
  });

  it('on the home page waits for a finger down, then starts once', () => {
    const begin = vi.fn(() => Promise.resolve());
    startRemotesWhenUseful(true, begin);
    expect(begin).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(REMOTES_IDLE_DELAY_MS * 2);
    expect(begin).toHaveBeenCalledTimes(1);
  });

  it('on the home page starts after a quiet spell when nobody touches it', () => {
    const begin = vi.fn(() => Promise.resolve());
    startRemotesWhenUseful(true, begin);
    vi.advanceTimersByTime(REMOTES_IDLE_DELAY_MS - 1);
    expect(begin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(begin).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('touchstart'));
    expect(begin).toHaveBeenCalledTimes(1);
  });
});
