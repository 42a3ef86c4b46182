import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@credit/shared';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { closeAll, dialogAtom, showAlert, showToast, toastAtom } from './overlayState';
import { useNavigationEffects } from './useNavigationEffects';

let navigate: ReturnType<typeof useNavigate> = () => undefined;

function Probe() {
  navigate = useNavigate();
  useNavigationEffects(null);
  return null;
}

afterEach(() => {
  cleanup();
  closeAll();
});

describe('useNavigationEffects (spec 4.2: every navigation closes toast, alert and loading)', () => {
  it('leaves an alert raised before the first render open: arriving is not navigating', () => {
    void showAlert({ content: '您的账户登录信息失效，请重新登录' });
    render(
      <MemoryRouter initialEntries={['/newBorrowCash']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(sessionStore.get(dialogAtom)?.content).toBe('您的账户登录信息失效，请重新登录');
  });

  it('closes the alert and the toast on a navigation', () => {
    render(
      <MemoryRouter initialEntries={['/newBorrowCash']}>
        <Probe />
      </MemoryRouter>,
    );
    void showAlert({ content: '提示' });
    showToast('网络不给力，请重新尝试');
    act(() => void navigate('/user'));
    expect(sessionStore.get(dialogAtom)).toBeNull();
    expect(sessionStore.get(toastAtom)).toBeNull();
  });
});
