import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, http } from '@credit/shared';
import type { RepaymentData } from '@credit/shared/api';
import { lostAnswer, setUpPage, stubServer, tearDownPage, type PageHarness, type Reply, type StubServer } from '@credit/shared/testing';
import { PayConfirm } from './PayConfirm';

/** The last step of every card repayment: the deal password, the pay ticket, the confirm screen's one key, the overlay. */

const PAY_PATH = '/api/test/pay';
const paid: RepaymentData = {
  repayNo: 'P0000000000000001', kind: 'active', channel: 'bankCard', status: 'success', amountFen: 10_000, paidFen: 10_000, refundedFen: 0, principalFen: 10_000,
  interestFen: 0, feeFen: 0, penaltyFen: 0, orderNos: ['L0000000000000001'], failReason: '', createdAt: 0, finishedAt: 0,
};

let page: PageHarness;
let server: StubServer;
/** What the server was sent (from the stub server's record). */
const calls = () => server.calls.map((req) => ({ url: req.path, key: req.idempotencyKey, body: new URLSearchParams(req.text) }));
let payAnswers: Reply[];
let ticketAnswer: Reply;
let tradePwdSet: number;
const overlay = { done: vi.fn(), close: vi.fn() };
const navigate = vi.fn();
const onAnswer = vi.fn();

const stub = () =>
  stubServer(
    {
      [API_PATHS.oneCard.info]: () => ({ data: { tradePwdSet } }),
      [API_PATHS.repayment.checkPwdPayment]: () => ticketAnswer,
      [PAY_PATH]: () => payAnswers.shift()!,
    },
    { data: {} },
  );

beforeEach(() => {
  tradePwdSet = 1;
  sessionStorage.clear();
  ticketAnswer = { data: { payTicket: 't-1', expiresAt: Date.now() + 300_000 } };
  payAnswers = [];
  overlay.done.mockClear();
  overlay.close.mockClear();
  onAnswer.mockClear();
  server = stub();
  page = setUpPage(server, { navigate, payStart: () => overlay });
});
afterEach(tearDownPage);

const renderConfirm = () =>
  page.renderAt(
    '/cashier_desk?orderNo=L0000000000000001',
    <PayConfirm screen="test" subject="L0000000000000001:1" amountFen={10_000} ticketFor={{ payFor: 'activeRepay', subject: 'L0000000000000001' }} pay={(payTicket, key) => http.post(PAY_PATH, { payTicket }, { idempotencyKey: key })} onAnswer={onAnswer} />,
  );
const typePassword = (value: string) => fireEvent.change(screen.getByLabelText('交易密码'), { target: { value } });
const tap = () => fireEvent.click(screen.getByRole('button', { name: /确认还款/ }));
const payKeys = () => calls().filter((c) => c.url === PAY_PATH).map((c) => c.key);

describe('PayConfirm', () => {
  it('checks the deal password by the spec rule before any call', async () => {
    renderConfirm();
    await screen.findByRole('button', { name: /确认还款 100.00元/ });
    typePassword('123456');
    tap();
    expect(screen.getByText('密码必须是6-16位数字和字母组合')).toBeTruthy();
    expect(calls().map((c) => c.url)).toEqual([API_PATHS.oneCard.info]);
  });

  it('keeps the key and the ticket when no answer came (the client retried once too); the retry sends the same key', async () => {
    payAnswers = [lostAnswer, lostAnswer, { data: paid }];
    renderConfirm();
    typePassword('Deal1234');
    tap();
    await waitFor(() => expect(overlay.close).toHaveBeenCalled());
    expect(onAnswer).not.toHaveBeenCalled();
    expect((screen.getByLabelText('交易密码') as HTMLInputElement).placeholder).toBe('已验证，可直接重试');
    tap();
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(paid));
    const keys = payKeys();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    // One ticket for all three: the password was asked once.
    expect(calls().filter((c) => c.url === API_PATHS.repayment.checkPwdPayment)).toHaveLength(1);
    expect(overlay.done).toHaveBeenCalledTimes(1);
  });

  it('a held ticket pays only what it was asked for: once the payment changes, the password is asked again for the new one', async () => {
    payAnswers = [lostAnswer, lostAnswer, { data: paid }];
    function Switchable() {
      const [amountFen, setAmountFen] = useState(10_000);
      return (
        <>
          <button type="button" onClick={() => setAmountFen(5_000)}>还50元</button>
          <PayConfirm screen="test" subject="L0000000000000001:1" amountFen={amountFen} ticketFor={{ payFor: 'activeRepay', subject: 'L0000000000000001', amountFen }}
            pay={(payTicket, key) => http.post(PAY_PATH, { payTicket }, { idempotencyKey: key })} onAnswer={onAnswer} />
        </>
      );
    }
    page.renderAt('/cashier_desk?orderNo=L0000000000000001', <Switchable />);
    typePassword('Deal1234');
    tap();
    await waitFor(() => expect(overlay.close).toHaveBeenCalled());
    expect((screen.getByLabelText('交易密码') as HTMLInputElement).placeholder).toBe('已验证，可直接重试');
    fireEvent.click(screen.getByRole('button', { name: '还50元' }));
    expect((screen.getByLabelText('交易密码') as HTMLInputElement).placeholder).not.toBe('已验证，可直接重试');
    tap();
    // Nothing is paid with the old ticket: the empty password field stops the tap.
    expect(payKeys()).toHaveLength(2);
    typePassword('Deal1234');
    tap();
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(paid));
    const asked = calls().filter((c) => c.url === API_PATHS.repayment.checkPwdPayment).map((c) => c.body.get('amountFen'));
    expect(asked).toEqual(['10000', '5000']);
  });

  it('ends the key with an answer, even a failed payment: paying again is a new payment', async () => {
    payAnswers = [{ data: { ...paid, status: 'failed', paidFen: 0 } }, { data: paid }];
    renderConfirm();
    typePassword('Deal1234');
    tap();
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    // No money moved: the overlay closes instead of saying 支付完成.
    expect(overlay.done).not.toHaveBeenCalled();
    expect(overlay.close).toHaveBeenCalled();
    typePassword('Deal1234');
    tap();
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(2));
    const [first, second] = payKeys();
    expect(first).not.toBe(second);
  });

  it('a wrong password is told at the field, and a double tap asks once', async () => {
    ticketAnswer = { status: 2006 };
    renderConfirm();
    typePassword('Deal1234');
    const button = await screen.findByRole('button', { name: /确认还款/ });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('密码不正确')).toBeTruthy();
    expect(calls().filter((c) => c.url === API_PATHS.repayment.checkPwdPayment)).toHaveLength(1);
    expect(payKeys()).toEqual([]);
  });

  it('sends a borrower without a deal password to set one and back here', async () => {
    tradePwdSet = 0;
    renderConfirm();
    fireEvent.click(await screen.findByRole('button', { name: '设置交易密码' }));
    expect(navigate.mock.calls[0]![0]).toBe(`/modifyDealPw?returnUrl=${encodeURIComponent('/cashier_desk?orderNo=L0000000000000001')}`);
  });
});
