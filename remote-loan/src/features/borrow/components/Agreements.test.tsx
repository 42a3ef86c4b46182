import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, MESSAGES } from '@credit/shared';
import { setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import { Agreements } from './Agreements';

/** The loan page's agreements: the reader is fetched at the first opening, and a failed fetch loses nothing. */

let page: PageHarness;
const toast = vi.fn<(message: string) => void>();

const server = () =>
  stubServer(
    {
      [API_PATHS.loanorder.contractList]: () => ({ data: { list: [{ key: 'loanContract', title: '借款合同' }] } }),
      [API_PATHS.loanorder.contractUrl]: () => ({ data: { key: 'loanContract', title: '借款合同', html: '<p>合同正文</p><img src=x onerror="window.__pwned=1">' } }),
    },
    { data: {} },
  );

beforeEach(() => {
  toast.mockClear();
  page = setUpPage(server(), { toast });
});

afterEach(() => {
  cleanup();
  tearDownPage();
  vi.doUnmock('./ContractPopup');
});

describe('Agreements', () => {
  // First: the reader's module has not been loaded yet, so the failing stand-in is what the page meets.
  it('a reader that cannot be fetched says the network failed; the consent box and the list stay', async () => {
    vi.doMock('./ContractPopup', () => {
      throw new Error('Loading chunk 185 failed');
    });
    page.renderAt('/newBorrowCash', <Agreements orderNo="" />);
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '《借款合同》' }));
    await waitFor(() => expect(toast.mock.calls.map((call) => call[0])).toEqual([MESSAGES.network]));
    expect(screen.queryByRole('dialog', { name: '协议内容' })).toBeNull();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: '《借款合同》' })).toBeTruthy();
  });

  it('opens a contract in the reader, sanitised, and closes it', async () => {
    page.renderAt('/newBorrowCash', <Agreements orderNo="" />);
    fireEvent.click(await screen.findByRole('button', { name: '《借款合同》' }));
    const reader = await screen.findByRole('dialog', { name: '协议内容' });
    await waitFor(() => expect(reader.textContent).toContain('合同正文'));
    expect(reader.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '协议内容' })).toBeNull());
    expect(toast).not.toHaveBeenCalled();
  });
});
