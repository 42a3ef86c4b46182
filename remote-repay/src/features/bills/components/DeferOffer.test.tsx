import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { DeferQueryData } from '@credit/shared/api';
import { delay, lostAnswer, setUpPage, stubServer, tearDownPage, type Reply, type StubServer } from '@credit/shared/testing';
import { DeferOffer } from './DeferOffer';

/** A deferral against a stubbed loan-help API: the terms read and agreed first; exactly those terms sent, once. */

const ORDER_NO = 'L0000000000000042';
const TERMS: DeferQueryData = {
  allowed: true, reason: '', period: 2, dueDay: '2026-12-25', newDueDay: '2027-01-09', feeFen: 1000, terms: '第2期还款日由2026-12-25延至2027-01-09，延期期间不计逾期罚息；需支付延期服务费10.00元。',
};
let server: StubServer;
/** What the server was sent (from the stub server's record). */
const calls = () => server.calls.map((req) => ({ url: req.path, body: new URLSearchParams(req.text), key: req.idempotencyKey }));
const toast = vi.fn();
/** How the server answers the next deferRead calls(), in turn; then success. */
let readAnswers: Reply[];

function render(terms: DeferQueryData) {
  toast.mockClear();
  const stub = () =>
    stubServer(
      {
        [API_PATHS.loanHelp.deferQuery]: () => ({ data: terms }),
        [API_PATHS.loanHelp.deferRead]: async () => {
          const next = readAnswers.shift();
          if (next) return next;
          await delay(20);
          return { data: { period: 2, dueDay: terms.newDueDay, feeFen: terms.feeFen } };
        },
      },
      { data: {} },
    );
  server = stub();
  setUpPage(server, { toast }).renderAt(`/billdetail_page?orderNo=${ORDER_NO}`, <DeferOffer orderNo={ORDER_NO} />);
}

beforeEach(() => {
  readAnswers = [];
  sessionStorage.clear();
});
afterEach(tearDownPage);

const reads = () => calls().filter((c) => c.url === API_PATHS.loanHelp.deferRead);

async function agreeAndConfirm() {
  fireEvent.click(await screen.findByRole('button', { name: '申请延期还款' }));
  fireEvent.click(screen.getByLabelText('我已阅读并同意以上延期条款'));
  fireEvent.click(screen.getByRole('button', { name: '确认延期' }));
}

describe('DeferOffer', () => {
  it('shows the terms in full and asks for agreement before the call; then sends exactly the day and fee shown, once', async () => {
    render(TERMS);
    fireEvent.click(await screen.findByRole('button', { name: '申请延期还款' }));
    expect(screen.getByTestId('defer-terms').textContent).toBe(TERMS.terms);
    expect(screen.getByTestId('defer-fee').textContent).toBe('10.00元');
    const confirm = screen.getByRole('button', { name: '确认延期' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('我已阅读并同意以上延期条款'));
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('延期成功，第2期还款日已改为2027-01-09', undefined));
    expect(reads()).toHaveLength(1);
    expect(Object.fromEntries(reads()[0]!.body)).toEqual({ orderNo: ORDER_NO, newDueDay: '2027-01-09', feeFen: '1000' });
    expect(reads()[0]!.key).toMatch(/.{16,}/);
  });

  it('a refusal the shell does not toast is said on the form line; the agreement stays; trying again is a new deferral', async () => {
    readAnswers = [{ status: 0 }];
    render(TERMS);
    await agreeAndConfirm();
    expect((await screen.findByRole('alert')).textContent).toBe('系统异常，请稍后再试');
    expect((screen.getByLabelText('我已阅读并同意以上延期条款') as HTMLInputElement).checked).toBe(true);
    expect(toast).not.toHaveBeenCalledWith(expect.stringMatching(/^延期成功/), undefined);
    fireEvent.click(screen.getByRole('button', { name: '确认延期' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('延期成功，第2期还款日已改为2027-01-09', undefined));
    const [first, second] = reads().map((c) => c.key);
    expect(first).not.toBe(second);
  });

  it('a lost answer keeps the offer’s key: the retry is the same deferral', async () => {
    readAnswers = [lostAnswer, lostAnswer];
    render(TERMS);
    await agreeAndConfirm();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('网络不给力，请重新尝试', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确认延期' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('延期成功，第2期还款日已改为2027-01-09', undefined));
    const keys = reads().map((c) => c.key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('not allowed: the server’s reason, and no way to agree', async () => {
    render({ ...TERMS, allowed: false, reason: '逾期账单不可延期，请先还款' });
    expect((await screen.findByTestId('defer-refusal')).textContent).toBe('延期还款：逾期账单不可延期，请先还款');
    expect(screen.queryByRole('button', { name: '申请延期还款' })).toBeNull();
  });
});
