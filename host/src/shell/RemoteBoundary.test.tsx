import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@credit/shared';
import { RemoteBoundary } from './RemoteBoundary';

let shouldThrow = true;
function Page() {
  if (shouldThrow) throw new Error('boom');
  return <p>page content</p>;
}

beforeEach(() => {
  shouldThrow = true;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RemoteBoundary', () => {
  it('renders its children when nothing fails', () => {
    shouldThrow = false;
    render(<RemoteBoundary owner="loan" onRetry={() => {}} resetKey="/a#0"><Page /></RemoteBoundary>);
    expect(screen.getByText('page content')).toBeTruthy();
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
  });

  it('shows the fallback with the network message and a retry button when a child throws', () => {
    const onRetry = vi.fn();
    render(<RemoteBoundary owner="loan" onRetry={onRetry} resetKey="/a#0"><Page /></RemoteBoundary>);
    const fallback = screen.getByTestId('remote-fallback');
    expect(fallback.textContent).toContain(MESSAGES.network);
    expect(fallback.textContent).toContain('网络不给力，请重新尝试');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders the children again when resetKey changes', () => {
    const { rerender } = render(<RemoteBoundary owner="loan" onRetry={() => {}} resetKey="/a#0"><Page /></RemoteBoundary>);
    expect(screen.getByTestId('remote-fallback')).toBeTruthy();
    shouldThrow = false;
    rerender(<RemoteBoundary owner="loan" onRetry={() => {}} resetKey="/a#1"><Page /></RemoteBoundary>);
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
    expect(screen.getByText('page content')).toBeTruthy();
  });

  it('keeps the fallback while resetKey stays the same', () => {
    const { rerender } = render(<RemoteBoundary owner="loan" onRetry={() => {}} resetKey="/a#0"><Page /></RemoteBoundary>);
    shouldThrow = false;
    rerender(<RemoteBoundary owner="loan" onRetry={() => {}} resetKey="/a#0"><Page /></RemoteBoundary>);
    expect(screen.getByTestId('remote-fallback')).toBeTruthy();
  });
});
