import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@credit/shared';
import {
  closeAll, dialogAtom, hideLoading, loadingCountAtom, PAY_DONE_MS, payAtom, payStart, showAlert, showConfirm, showLoading, showToast, toastAtom,
} from './overlayState';

const SHORT = '短消息'; // 3 characters
const LONG_14 = '一二三四五六七八九十一二三四';
const LONG_15 = '一二三四五六七八九十一二三四五';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  closeAll();
  sessionStore.set(payAtom, null);
  vi.useRealTimers();
});

describe('toast durations (spec 9)', () => {
  it('lasts 1500 ms for a short message', () => {
    showToast(SHORT);
    vi.advanceTimersByTime(1499);
    expect(sessionStore.get(toastAtom)?.message).toBe(SHORT);
    vi.advanceTimersByTime(1);
    expect(sessionStore.get(toastAtom)).toBeNull();
  });

  it('lasts 1500 ms for 14 characters and 3000 ms for 15', () => {
    showToast(LONG_14);
    vi.advanceTimersByTime(1500);
    expect(sessionStore.get(toastAtom)).toBeNull();

    showToast(LONG_15);
    vi.advanceTimersByTime(2999);
    expect(sessionStore.get(toastAtom)?.message).toBe(LONG_15);
    vi.advanceTimersByTime(1);
    expect(sessionStore.get(toastAtom)).toBeNull();
  });

  it("lasts 2000 ms for kind 'error', whatever the length", () => {
    showToast(LONG_15, { kind: 'error' });
    vi.advanceTimersByTime(1999);
    expect(sessionStore.get(toastAtom)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(sessionStore.get(toastAtom)).toBeNull();
  });

  it('a newer toast replaces the older one and its timer', () => {
    showToast('第一条');
    vi.advanceTimersByTime(1000);
    showToast('第二条');
    expect(sessionStore.get(toastAtom)?.message).toBe('第二条');
    vi.advanceTimersByTime(1000); // the first toast's 1500 ms have passed
    expect(sessionStore.get(toastAtom)?.message).toBe('第二条');
    vi.advanceTimersByTime(500);
    expect(sessionStore.get(toastAtom)).toBeNull();
  });
});

describe('dialogs', () => {
  it('showConfirm resolves true on confirm', async () => {
    const answer = showConfirm({ content: '确定吗' });
    const dialog = sessionStore.get(dialogAtom);
    expect(dialog).toMatchObject({ content: '确定吗', confirmText: '确定', cancelText: '取消' });
    dialog?.resolve(true);
    await expect(answer).resolves.toBe(true);
    expect(sessionStore.get(dialogAtom)).toBeNull();
  });

  it('showConfirm resolves false on cancel', async () => {
    const answer = showConfirm({ content: '确定吗' });
    sessionStore.get(dialogAtom)?.resolve(false);
    await expect(answer).resolves.toBe(false);
    expect(sessionStore.get(dialogAtom)).toBeNull();
  });

  it('showAlert is one-button and resolves when closed', async () => {
    const closed = showAlert({ content: '提示' });
    const dialog = sessionStore.get(dialogAtom);
    expect(dialog?.confirmText).toBe('我知道了');
    expect(dialog?.cancelText).toBeUndefined();
    dialog?.resolve(true);
    await expect(closed).resolves.toBeUndefined();
  });

  it('a newer dialog dismisses the older one (resolves false)', async () => {
    const first = showConfirm({ content: '第一个' });
    const second = showConfirm({ content: '第二个' });
    await expect(first).resolves.toBe(false);
    expect(sessionStore.get(dialogAtom)?.content).toBe('第二个');
    sessionStore.get(dialogAtom)?.resolve(true);
    await expect(second).resolves.toBe(true);
  });
});

describe('loading', () => {
  it('is a counter: two shows need two hides', () => {
    showLoading();
    showLoading();
    hideLoading();
    expect(sessionStore.get(loadingCountAtom)).toBe(1);
    hideLoading();
    expect(sessionStore.get(loadingCountAtom)).toBe(0);
  });

  it('never goes below zero', () => {
    hideLoading();
    showLoading();
    expect(sessionStore.get(loadingCountAtom)).toBe(1);
  });
});

describe('payStart', () => {
  it("shows 'paying', then 'done', then clears after PAY_DONE_MS", () => {
    const pay = payStart();
    expect(sessionStore.get(payAtom)).toBe('paying');
    pay.done();
    expect(sessionStore.get(payAtom)).toBe('done');
    vi.advanceTimersByTime(PAY_DONE_MS - 1);
    expect(sessionStore.get(payAtom)).toBe('done');
    vi.advanceTimersByTime(1);
    expect(sessionStore.get(payAtom)).toBeNull();
  });

  it('close() clears at once', () => {
    payStart().close();
    expect(sessionStore.get(payAtom)).toBeNull();
  });
});

describe('closeAll (spec 4.2)', () => {
  it('clears toast, dialog (resolving false) and loading', async () => {
    showToast(SHORT);
    showLoading();
    showLoading();
    const answer = showConfirm({ content: '确定吗' });
    closeAll();
    expect(sessionStore.get(toastAtom)).toBeNull();
    expect(sessionStore.get(dialogAtom)).toBeNull();
    expect(sessionStore.get(loadingCountAtom)).toBe(0);
    await expect(answer).resolves.toBe(false);
  });
});
