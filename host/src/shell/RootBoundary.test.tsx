import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@credit/shared';
import { RootBoundary } from './RootBoundary';

let shouldThrow = true;
function Header() {
  if (shouldThrow) throw new Error('header broke');
  return <header>收银台</header>;
}

beforeEach(() => {
  shouldThrow = true;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RootBoundary', () => {
  it('renders the app when nothing fails', () => {
    shouldThrow = false;
    render(<RootBoundary><Header /></RootBoundary>);
    expect(screen.getByText('收银台')).toBeTruthy();
    expect(screen.queryByTestId('app-crashed')).toBeNull();
  });

  it('a crash outside the pages shows the recovery screen, worded as the error catalogue, with a way home', () => {
    const onRecover = vi.fn();
    render(<RootBoundary onRecover={onRecover}><Header /></RootBoundary>);
    const screenShown = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: '页面出错了' })).toBeTruthy();
    expect(screenShown.textContent).toContain(ACCOUNT_MESSAGES[0]);
    expect(screenShown.textContent).toContain('系统异常，请稍后再试');
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(onRecover).toHaveBeenCalledTimes(1);
  });

  it('reports the message only, under the shell’s name', () => {
    render(<RootBoundary onRecover={() => {}}><Header /></RootBoundary>);
    expect(console.error).toHaveBeenCalledWith('[shell] crashed: header broke', expect.anything());
  });
});
