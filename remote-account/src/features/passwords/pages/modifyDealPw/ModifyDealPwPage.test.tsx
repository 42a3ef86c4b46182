import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, createQueryClient, logout, registerShell, setLoggedIn, type ShellFacade } from '@credit/shared';
import ModifyDealPwPage from './ModifyDealPwPage';

type Envelope = { status: number; message: string; data: unknown };

/** The wire format (spec 7.1): every answer is an envelope. */
const envelope = (status: number, data: unknown = null, message = ''): Envelope => ({ status, message, data });
const account = (tradePwdSet: 0 | 1) =>
  envelope(1, { openCardStatus: 1, activeStatus: 1, tradePwdSet, cardQuota: 0, cardNo: '6217****0001', cardName: '存管账户' });

let answers: Record<string, Envelope[]>;
let calls: string[];
let masks: string[];
let shell: { alert: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> };

/** Stubs the network: each path answers its envelopes in turn, the last one repeating. */
function serve(path: string, ...replies: Envelope[]) {
  answers[path] = replies;
}

function renderPage(entry = '/modifyDealPw') {
  const queryClient = createQueryClient();
  registerShell({
    ...shell,
    toast: vi.fn(),
    setTitle: vi.fn(),
    showLoading: () => void masks.push('show'),
    hideLoading: () => void masks.push('hide'),
    queryClient: () => queryClient,
  } as unknown as ShellFacade);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <ModifyDealPwPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  answers = {};
  calls = [];
  masks = [];
  shell = { alert: vi.fn(async () => {}), navigate: vi.fn() };
  const adapter: AxiosAdapter = async (config) => {
    const path = config.url ?? '';
    calls.push(path);
    const queue = answers[path] ?? [envelope(1)];
    const data = queue.length > 1 ? queue.shift() : queue[0];
    return { data, status: 200, statusText: '', headers: {}, config };
  };
  configureHttp({ adapter });
  setLoggedIn('tok-1');
});

afterEach(() => {
  cleanup();
  logout();
  configureHttp({});
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;

describe('ModifyDealPwPage', () => {
  it('sets a first deal password under the mask, refreshes the account info, and keeps the set form under the dialog', async () => {
    serve('/api/oneCard/info', account(0), account(1));
    renderPage();
    await screen.findByLabelText('新密码');
    type('新密码', 'Trade555');
    expect(screen.queryByLabelText('原密码')).toBeNull();
    type('确认密码', 'Trade555');
    fireEvent.click(screen.getByRole('button', { name: '确认设置' }));

    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/pwSetting', { replace: true }));
    expect(shell.alert).toHaveBeenCalledWith(expect.objectContaining({ title: '交易密码设置成功' }));
    // The set call, then the account info again (what 安全设置 shows next), before the dialog.
    expect(calls).toEqual(['/api/oneCard/info', '/api/oneCard/setTradePwd', '/api/oneCard/info']);
    expect(masks).toEqual(['show', 'hide']);
    // Now tradePwdSet is 1, but the page the user is on stays the set form.
    expect(screen.queryByLabelText('原密码')).toBeNull();
    expect(screen.getByRole('button', { name: '确认设置' })).toBeTruthy();
  });

  it.each([
    ['returns to the flow that sent the user (the loan confirm page)', '/cashConfirm?orderNo=L0000000000000042', '/cashConfirm?orderNo=L0000000000000042'],
    ['ignores a return URL that leaves the site', 'https://evil.example/', '/pwSetting'],
  ])('%s', async (_, returnUrl, destination) => {
    serve('/api/oneCard/info', account(0), account(1));
    renderPage(`/modifyDealPw?returnUrl=${encodeURIComponent(returnUrl)}`);
    await screen.findByLabelText('新密码');
    type('新密码', 'Trade555');
    type('确认密码', 'Trade555');
    fireEvent.click(screen.getByRole('button', { name: '确认设置' }));
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith(destination, { replace: true }));
  });

  it('puts a wrong old deal password (2006) at the old field and keeps what was typed', async () => {
    serve('/api/oneCard/info', account(1));
    serve('/api/oneCard/modifyPwd', envelope(2006, null, 'wrong'));
    renderPage();
    await screen.findByLabelText('原密码');
    type('原密码', 'Wrong999');
    type('新密码', 'Trade777');
    type('确认密码', 'Trade777');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));

    await waitFor(() => expect(errorOf('pw-old')).toBe('密码不正确'));
    expect((screen.getByLabelText('新密码') as HTMLInputElement).value).toBe('Trade777');
    expect(shell.alert).not.toHaveBeenCalled();
    // A refused change invalidates nothing.
    expect(calls).toEqual(['/api/oneCard/info', '/api/oneCard/modifyPwd']);
  });

  it('offers 重新加载 when the account info did not load', async () => {
    serve('/api/oneCard/info', envelope(2020), account(1));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByLabelText('原密码')).toBeTruthy();
  });
});
