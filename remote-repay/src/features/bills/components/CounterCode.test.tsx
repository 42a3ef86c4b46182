import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { delay, refusal, setUpPage, stubServer, tearDownPage, type Reply, type StubServer } from '@credit/shared/testing';
import { CounterCode } from './CounterCode';

/** The counter code against a stubbed bill API: asked once however often tapped; a refusal leaves the button for another try. */

const ORDER_NO = 'L0000000000000042';
const CODE = { payload: 'RP:L0000000000000042:205300', amountFen: 205_300, period: 2, expiresAt: Date.UTC(2026, 5, 5, 4, 30) };
let server: StubServer;
/** How showQRCode answers next, in turn; then the code. */
let codeAnswers: Reply[];
const toast = vi.fn();

beforeEach(() => {
  codeAnswers = [];
  toast.mockClear();
  server = stubServer(
    {
      [API_PATHS.bill.showQRCode]: async () => {
        await delay(20);
        return codeAnswers.shift() ?? { data: CODE };
      },
    },
    { data: {} },
  );
  setUpPage(server, { toast }).renderAt(`/billdetail_page?orderNo=${ORDER_NO}`, <CounterCode orderNo={ORDER_NO} />);
});
afterEach(tearDownPage);

const codesAsked = () => server.calls.map((c) => c.path).filter((u) => u === API_PATHS.bill.showQRCode);

describe('CounterCode', () => {
  it('asks once however often tapped, then shows the code and what it takes', async () => {
    const button = screen.getByRole('button', { name: '柜台还款码' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('img', { name: '柜台还款二维码' })).toHaveProperty('dataset.payload', CODE.payload);
    expect(screen.getByTestId('counter-amount').textContent).toBe('2,053.00元');
    expect(codesAsked()).toHaveLength(1);
  });

  it('a refusal the shell toasts adds nothing; one it does not is said under the button; the button stays', async () => {
    codeAnswers = [refusal(40403, '该借款当前没有需要还款的账单'), { status: 0 }];
    fireEvent.click(screen.getByRole('button', { name: '柜台还款码' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('该借款当前没有需要还款的账单', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '柜台还款码' }));
    expect((await screen.findByRole('alert')).textContent).toBe('系统异常，请稍后再试');
    expect(screen.queryByRole('img', { name: '柜台还款二维码' })).toBeNull();
    expect(codesAsked()).toHaveLength(2);
  });
});
