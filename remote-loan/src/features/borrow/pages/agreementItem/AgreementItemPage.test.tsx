import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { delay, lostAnswer, setUpPage, stubServer, tearDownPage, type PageHarness, type StubServer } from '@credit/shared/testing';
import AgreementItemPage from './AgreementItemPage';

/** One agreement against a stubbed server: the sanitised text, a retry after a failure, the PDF only for an order's contract. */

const ORDER_NO = 'L0000000000000042';
let page: PageHarness;
let server: StubServer;
/** What the server was sent (from the stub server's record). */
const requests = () => server.calls.map((c) => ({ url: c.path, data: c.text, method: c.method, headers: c.headers, params: c.params as Record<string, unknown> }));
let failText: number;
let failFile: number;
const toast = vi.fn();

const stub = () =>
  stubServer(
    {
      [API_PATHS.loanorder.contractUrl]: () => {
        if (failText-- > 0) return lostAnswer;
        const html = '<h2>借款合同</h2><p>合同正文</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
        return { data: { key: 'loanContract', title: '借款合同', html } };
      },
      [API_PATHS.loanorder.loanContractFile.replace(':orderNo', ORDER_NO)]: async () => {
        await delay(20);
        if (failFile-- > 0) return lostAnswer;
        return { body: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) };
      },
    },
    { data: {} },
  );

beforeEach(() => {
  failText = 0;
  failFile = 0;
  toast.mockReset();
  server = stub();
  page = setUpPage(server, { toast });
});

afterEach(() => {
  tearDownPage();
  vi.restoreAllMocks();
});

const renderAt = (entry: string) => page.renderAt(entry, <AgreementItemPage />);

describe('AgreementItemPage', () => {
  it('refuses a malformed key or order number without a call', () => {
    renderAt('/agreementItem?key=a-b');
    expect(screen.getByRole('heading', { name: '协议不存在' })).toBeTruthy();
    cleanup();
    renderAt('/agreementItem?key=loanContract&orderNo=123');
    expect(screen.getByRole('heading', { name: '协议不存在' })).toBeTruthy();
    expect(requests()).toEqual([]);
  });

  it('the template: sanitised text, no PDF; a failed load offers a retry', async () => {
    failText = 1;
    renderAt('/loanAgreementItem?key=loanContract');
    fireEvent.click(await screen.findByRole('button', { name: /重试|重新加载/ }));
    const text = await screen.findByTestId('contract-text');
    await waitFor(() => expect(text.textContent).toContain('合同正文'));
    expect(text.querySelector('script, [onerror]')).toBeNull();
    expect(screen.queryByRole('button', { name: /PDF/ })).toBeNull();
    expect(new URLSearchParams(String(requests().at(-1)!.data)).has('orderNo')).toBe(false);
  });

  it("an order's contract offers its PDF, fetched with the token header and handed over as an object URL", async () => {
    const createUrl = vi.fn(() => 'blob:contract');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt(`/agreementItem?key=loanContract&orderNo=${ORDER_NO}`);
    fireEvent.click(await screen.findByRole('button', { name: '下载《借款合同》PDF' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    const file = requests().find((r) => r.url?.includes('loanContractFile'))!;
    expect(file.method).toBe('get');
    expect(file.headers.token).toBe('tok-1');
    expect(file.params.key).toBe('loanContract');
    expect(JSON.stringify(file.params)).not.toContain('tok-1');
    expect(createUrl).toHaveBeenCalledTimes(1);
    expect(new URLSearchParams(String(requests().find((r) => r.url === API_PATHS.loanorder.contractUrl)!.data)).get('orderNo')).toBe(ORDER_NO);
  });

  it('a double tap fetches the PDF once; a lost download is toasted and the button stays for another try', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:contract'), revokeObjectURL: vi.fn() });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    failFile = Infinity;
    renderAt(`/agreementItem?key=loanContract&orderNo=${ORDER_NO}`);
    const button = await screen.findByRole('button', { name: '下载《借款合同》PDF' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(clicks).not.toHaveBeenCalled();
    const fetches = () => requests().filter((r) => r.url?.includes('loanContractFile')).length;
    const tried = fetches();
    expect(tried).toBe(1);
    failFile = 0;
    fireEvent.click(screen.getByRole('button', { name: '下载《借款合同》PDF' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    expect(fetches()).toBe(tried + 1);
  });
});
