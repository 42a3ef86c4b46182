import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMS_RESEND_SECONDS } from '@credit/shared';
import { SmsCodeButton } from './SmsCodeButton';
import { Consent } from './form/Consent';
import { Steps } from './form/Steps';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SmsCodeButton', () => {
  it('counts down only after the server accepted, then offers to send again', async () => {
    vi.useFakeTimers();
    const onSend = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(<SmsCodeButton onSend={onSend} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
    expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
    const counting = screen.getByRole('button', { name: `${SMS_RESEND_SECONDS}s后重新获取` });
    expect((counting as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < SMS_RESEND_SECONDS; i++) await act(async () => vi.advanceTimersByTime(1000));
    expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false);
    expect(onSend).toHaveBeenCalledTimes(2);
  });
});

describe('SmsCodeButton keepAs', () => {
  afterEach(() => sessionStorage.clear());

  it('a code kept under a name goes on waiting after a remount (a reload) from when it was sent, and a remount after the wait offers a new one', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 29, 8, 0, 0), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const onSend = vi.fn().mockResolvedValue(true);
    const first = render(<SmsCodeButton onSend={onSend} keepAs="funderStep:L1:mainSigning" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
    for (let i = 0; i < 20; i++) await act(async () => vi.advanceTimersByTime(1000));
    first.unmount();
    render(<SmsCodeButton onSend={onSend} keepAs="funderStep:L1:mainSigning" />);
    expect((screen.getByRole('button', { name: `${SMS_RESEND_SECONDS - 20}s后重新获取` }) as HTMLButtonElement).disabled).toBe(true);
    // Another step's code was never sent: nothing to wait for.
    cleanup();
    render(<SmsCodeButton onSend={onSend} keepAs="funderStep:L1:payVerify" />);
    expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    vi.setSystemTime(Date.now() + SMS_RESEND_SECONDS * 1000);
    render(<SmsCodeButton onSend={onSend} keepAs="funderStep:L1:mainSigning" />);
    expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('Consent', () => {
  it('is unticked until ticked, and announces its error', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Consent id="c" checked={false} onChange={onChange}>同意</Consent>);
    const box = screen.getByRole('checkbox', { name: '同意' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(<Consent id="c" checked={false} onChange={onChange} error="请先同意">同意</Consent>);
    expect(screen.getByRole('alert').textContent).toBe('请先同意');
    expect(box.getAttribute('aria-describedby')).toBe('c-error');
  });
});

describe('Steps', () => {
  it('marks the current step and the done ones; more than three steps compact the labels', () => {
    const { container, rerender } = render(<Steps labels={['一', '二', '三']} current={1} />);
    const items = container.querySelectorAll('li');
    expect(items[0]!.hasAttribute('data-done')).toBe(true);
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
    // A done step shows a done mark in place of its number (issue 39), and says so to screen readers.
    expect(items[0]!.querySelector('.ui-step-no')!.textContent).toBe('✓');
    expect(items[0]!.textContent).toContain('已完成');
    expect(items[1]!.querySelector('.ui-step-no')!.textContent).toBe('2');
    expect(container.querySelector('ol')!.className).toBe('ui-steps');
    rerender(<Steps labels={['一', '二', '三', '四']} current={0} />);
    expect(container.querySelector('ol')!.className).toBe('ui-steps ui-steps-compact');
  });
});
