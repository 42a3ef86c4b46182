import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { delay, httpFailure, setUpPage, stubServer, tearDownPage, type StubServer } from '@credit/shared/testing';
import ClearanceCertificatePage from './ClearanceCertificatePage';

/** The proof and its PDF against a stubbed clearance API. */

const CERT_NO = 'C0000000000000001';
const ENTRY = `/clearance-certificate?certNo=${CERT_NO}`;
const CERT = { certNo: CERT_NO, orderNo: 'L0000000000000042', loanAmt: 300_000, lentDay: '2026-01-05', settledDay: '2026-06-05', issuedAt: Date.UTC(2026, 5, 5, 20) };
const FILE = API_PATHS.clearance.file.replace(':certNo', CERT_NO);

let server: StubServer;
/** What the server was sent (from the stub server's record). */
const calls = () => server.calls.map((req) => ({ url: req.path, token: req.headers?.token, params: req.params }));
const navigate = vi.fn();
const lastRoute = () => navigate.mock.calls.at(-1)?.[0] as unknown;

const toast = vi.fn();

function open(entry = ENTRY, { loggedIn = true, failHistory = false, failFile = 0 } = {}) {
  navigate.mockClear();
  toast.mockClear();
  let failures = failHistory ? 1 : 0;
  let fileFailures = failFile;
  const stub = () =>
    stubServer(
      {
        [API_PATHS.customer.info]: () => ({ data: { name: '张三丰' } }),
        [API_PATHS.clearance.applyHistory]: () => failures-- > 0 ? httpFailure(500) : { data: { list: [CERT] } },
        [FILE]: async () => {
          await delay(20);
          if (fileFailures-- > 0) return httpFailure(404);
          return { body: new Blob(['%PDF-1.7']), headers: { 'content-type': 'application/pdf' } };
        },
      },
      { data: {} },
    );
  server = stub();
  setUpPage(server, { navigate, toast }, { loggedIn }).renderAt(entry, <ClearanceCertificatePage />);
}

const { createObjectURL, revokeObjectURL } = URL;

/** What the page hands the phone to save: "file name, object URL" of each download. */
function catchSaves(): string[] {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:proof'), revokeObjectURL: vi.fn() });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
  return saved;
}
afterEach(() => {
  tearDownPage();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('ClearanceCertificatePage', () => {
  it('the document: number, masked borrower, order, amount, days, 已结清, issue date (China’s day)', async () => {
    open();
    const proof = await screen.findByRole('article', { name: '结清证明' });
    await waitFor(() => expect(proof.textContent).toContain('借款人 **丰 于 2026-01-05 借款人民币 3,000.00 元（借款编号 L0000000000000042）'));
    expect(proof.textContent).not.toContain('张三丰');
    expect(proof.textContent).toContain(`证明编号：${CERT_NO}`);
    expect(proof.textContent).toContain('2026-06-05 全部结清');
    expect(proof.textContent).toContain('已结清');
    expect(proof.textContent).toContain('开具日期：2026-06-06');
  });

  it('downloads the PDF once however often tapped, from the file endpoint, the session in a header and never in the address', async () => {
    const saved = catchSaves();
    open();
    const button = await screen.findByRole('button', { name: '下载PDF' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved).toEqual([`结清证明-${CERT_NO}.pdf blob:proof`]);
    const files = calls().filter((c) => c.url.includes('/clearance/file/'));
    expect(files).toHaveLength(1);
    expect(files[0]!.url).toBe(`/api/marketApi/clearance/file/${CERT_NO}`);
    expect(files[0]!.token).toBe('tok-1');
    expect(JSON.stringify(files[0]!.params ?? {})).not.toContain('tok-1');
  });

  it('a download that got no file is toasted by the shell; the button stays, and the next tap saves it', async () => {
    const saved = catchSaves();
    open(ENTRY, { failFile: 1 });
    fireEvent.click(await screen.findByRole('button', { name: '下载PDF' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('网络不给力，请重新尝试', expect.anything()));
    expect(saved).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '下载PDF' }));
    await waitFor(() => expect(saved).toEqual([`结清证明-${CERT_NO}.pdf blob:proof`]));
  });

  it('a failed load says so and reads again on retry', async () => {
    open(ENTRY, { failHistory: true });
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('article', { name: '结清证明' })).toBeTruthy();
    expect(calls().filter((c) => c.url === API_PATHS.clearance.applyHistory)).toHaveLength(2);
  });

  it('a proof number that is not the user’s: said so, with the way to the history', async () => {
    open('/clearance-certificate?certNo=C0000000000000999');
    expect(await screen.findByRole('heading', { name: '未找到该结清证明' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下载PDF' })).toBeNull();
  });

  it('a guest is asked to log in and comes back to this proof, with no call made', () => {
    open(ENTRY, { loggedIn: false });
    expect(screen.getByRole('heading', { name: '登录后查看结清证明' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录后查看' }));
    expect(lastRoute()).toBe(`/login?redirect=${encodeURIComponent(ENTRY)}`);
    expect(calls()).toEqual([]);
  });

  it('no proof number: says so, the way to the history, no call', () => {
    open('/clearance-certificate');
    expect(screen.getByRole('heading', { name: '结清证明不存在' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看结清历史' }));
    expect(lastRoute()).toBe('/clearance-certificate-history');
    expect(calls()).toEqual([]);
  });
});
