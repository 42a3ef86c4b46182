import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@credit/shared';
import { Overlays } from './Overlays';
import { closeAll, hideLoading, PAY_DONE_MS, payAtom, payStart, showAlert, showConfirm, showLoading, showToast } from './overlayState';

function renderOverlays() {
  return render(
    <Provider store={sessionStore}>
      <Overlays />
    </Provider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => {
    closeAll();
    sessionStore.set(payAtom, null);
  });
  cleanup();
  vi.useRealTimers();
});

describe('Overlays (spec 2.11 shared overlays)', () => {
  it('renders nothing when idle', () => {
    renderOverlays();
    for (const id of ['toast', 'dialog', 'loading-mask', 'pay-overlay']) expect(screen.queryByTestId(id)).toBeNull();
  });

  it('shows a toast and hides it after 1500 ms', () => {
    renderOverlays();
    act(() => showToast('已保存'));
    expect(screen.getByTestId('toast').textContent).toBe('已保存');
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows the loading mask while the counter is above zero', () => {
    renderOverlays();
    act(() => {
      showLoading();
      showLoading();
    });
    expect(screen.getByTestId('loading-mask')).toBeTruthy();
    act(() => hideLoading());
    expect(screen.getByTestId('loading-mask')).toBeTruthy();
    act(() => hideLoading());
    expect(screen.queryByTestId('loading-mask')).toBeNull();
  });

  it('shows "支付中", then "支付完成", then closes the pay overlay', () => {
    renderOverlays();
    let pay: ReturnType<typeof payStart> | undefined;
    act(() => {
      pay = payStart();
    });
    expect(screen.getByTestId('pay-overlay').textContent).toBe('支付中');
    act(() => pay?.done());
    expect(screen.getByTestId('pay-overlay').textContent).toBe('支付完成');
    act(() => vi.advanceTimersByTime(PAY_DONE_MS));
    expect(screen.queryByTestId('pay-overlay')).toBeNull();
  });

  it('a one-button dialog shows only its confirm button, which resolves it', async () => {
    renderOverlays();
    let closed: Promise<void> | undefined;
    act(() => {
      closed = showAlert({ title: '提示', content: '操作成功' });
    });
    const dialog = screen.getByTestId('dialog');
    expect(dialog.textContent).toContain('操作成功');
    const buttons = dialog.querySelectorAll('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0].textContent).toBe('我知道了');
    act(() => fireEvent.click(buttons[0]));
    await expect(closed).resolves.toBeUndefined();
    expect(screen.queryByTestId('dialog')).toBeNull();
  });

  it.each([
    ['确定', true],
    ['取消', false],
  ])('a two-button dialog resolves on "%s" with %s', async (label, expected) => {
    renderOverlays();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = showConfirm({ content: '确定离开吗' });
    });
    expect(screen.getByTestId('dialog').querySelectorAll('button')).toHaveLength(2);
    act(() => fireEvent.click(screen.getByRole('button', { name: label })));
    await expect(answer).resolves.toBe(expected);
    expect(screen.queryByTestId('dialog')).toBeNull();
  });
});
