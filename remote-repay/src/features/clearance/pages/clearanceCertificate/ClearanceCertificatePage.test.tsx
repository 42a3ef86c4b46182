import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { answer, setUpPage, tearDownPage } from '@credit/shared/testing';
import ClearanceCertificatePage from './ClearanceCertificatePage';

/** The proof and its PDF against a stubbed clearance API. */

const CERT_NO = 'C0000000000000001';
const cert = { certNo: CERT_NO, orderNo: 'L0000000000000042', loanAmt: 300_000, lentDay: '2026-01-05', settledDay: '2026-06-05', issuedAt: Date.UTC(2026, 5, 6) };
let calls: { url: string; token: unknown; params: unknown }[];

beforeEach(() => {
  calls = [];
  const server: AxiosAdapter = async (config) => {
    calls.push({ url: String(config.url), token: config.headers?.token, params: config.params });
    if (config.url === API_PATHS.clearance.applyHistory) return answer(config, { list: [cert] });
    if (String(config.url).startsWith('/api/marketApi/clearance/file/')) return { data: new Blob(['%PDF-1.7']), status: 200, statusText: '', headers: { 'content-type': 'application/pdf' }, config };
    return answer(config, {});
  };
  setUpPage(vi.fn(server)).renderAt(`/clearance-certificate?certNo=${CERT_NO}`, <ClearanceCertificatePage />);
});
afterEach(tearDownPage);

describe('ClearanceCertificatePage', () => {
  it('shows the proof: its number, the order, the amount, the settled day', async () => {
    const proof = await screen.findByRole('article', { name: '结清证明' });
    expect(proof.textContent).toContain(`证明编号：${CERT_NO}`);
    expect(proof.textContent).toContain('借款人民币 3,000.00 元（借款编号 L0000000000000042）');
    expect(proof.textContent).toContain('2026-06-05 全部结清');
  });

  it('downloads the PDF with the session in a header, never in the address', async () => {
    const created = vi.fn(() => 'blob:proof');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    fireEvent.click(await screen.findByRole('button', { name: '下载PDF' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const file = calls.find((c) => c.url.includes('/clearance/file/'))!;
    expect(file.url).toBe(`/api/marketApi/clearance/file/${CERT_NO}`);
    expect(file.token).toBe('tok-1');
    expect(JSON.stringify(file.params ?? {})).not.toContain('tok-1');
  });
});
