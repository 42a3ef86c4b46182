import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { delay, setUpPage, stubServer, tearDownPage, type Reply, type StubServer } from '@credit/shared/testing';
import SigningContractPage from './SigningContractPage';

/** Signing the withholding agreement against a stubbed signing API: the code sent, checked, refused where it belongs. */

const ORDER_NO = 'L0000000000000042';
const UNSIGNED = { signed: 0, bankName: '建设银行', cardNo: '6217000000006677', mobile: '138****0000' };
let server: StubServer;
/** What the server was sent (from the stub server's record). */
const calls = () => server.calls.map((req) => ({ url: req.path, body: new URLSearchParams(req.text) }));
let signed: number;
let sendAnswers: Reply[];
let confirmAnswers: Reply[];
const navigate = vi.fn();
const toast = vi.fn();

beforeEach(() => {
  signed = 0;
  sendAnswers = [];
  confirmAnswers = [];
  navigate.mockClear();
  toast.mockClear();
});
afterEach(tearDownPage);

function open() {
  const stub = () =>
    stubServer(
      {
        [API_PATHS.signing.query]: () => ({ data: { ...UNSIGNED, signed } }),
        [API_PATHS.signing.apply]: async () => {
          await delay(20);
          return sendAnswers.shift() ?? { data: { ...UNSIGNED, signed: 0 } };
        },
        [API_PATHS.signing.confirm]: async () => {
          await delay(20);
          return confirmAnswers.shift() ?? { data: { ...UNSIGNED, signed: 1 } };
        },
      },
      { data: {} },
    );
  server = stub();
  setUpPage(server, { navigate, toast }).renderAt(`/signing_contract?orderNo=${ORDER_NO}`, <SigningContractPage />);
}

const called = (url: string) => calls().filter((c) => c.url === url);
const codeInput = () => screen.getByLabelText('验证码') as HTMLInputElement;
const typeCode = (value: string) => fireEvent.change(codeInput(), { target: { value } });
const sign = () => fireEvent.click(screen.getByRole('button', { name: '同意协议并签约' }));

describe('SigningContractPage', () => {
  it('sends the code once however often tapped, then signs with it once and goes back to pay', async () => {
    open();
    const send = await screen.findByRole('button', { name: '获取验证码' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByRole('button', { name: /s后重新获取$/ })).toBeTruthy();
    expect(called(API_PATHS.signing.apply).map((c) => c.body.get('orderNo'))).toEqual([ORDER_NO]);
    typeCode('123456');
    const button = screen.getByRole('button', { name: '同意协议并签约' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashier_desk?orderNo=${ORDER_NO}`, { replace: true }));
    expect(toast).toHaveBeenCalledWith('签约成功', undefined);
    expect(called(API_PATHS.signing.confirm).map((c) => Object.fromEntries(c.body))).toEqual([{ orderNo: ORDER_NO, code: '123456' }]);
  });

  it('checks the code by the spec rule before any call', async () => {
    open();
    await screen.findByRole('button', { name: '获取验证码' });
    sign();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    typeCode('123');
    sign();
    expect(screen.getByText('请填写正确的验证码')).toBeTruthy();
    expect(called(API_PATHS.signing.confirm)).toEqual([]);
  });

  it('a wrong code is told at the code field, what was typed stays; another refusal is said on the form line', async () => {
    confirmAnswers = [{ status: 2018 }, { status: 0 }];
    open();
    await screen.findByRole('button', { name: '获取验证码' });
    typeCode('654321');
    sign();
    expect(await screen.findByText('亲，您填写的验证码错误')).toHaveProperty('id', 'sign-code-error');
    expect(codeInput().value).toBe('654321');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    sign();
    expect(await screen.findByText('系统异常，请稍后再试')).toHaveProperty('className', 'ui-error');
    expect(codeInput().value).toBe('654321');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a refused send is told at the code field and starts no countdown', async () => {
    sendAnswers = [{ status: 2001 }];
    open();
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('10分钟之内已发送3次，请稍后')).toHaveProperty('id', 'sign-code-error');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });

  it('signed already: says so, and the way back to pay', async () => {
    signed = 1;
    open();
    expect(await screen.findByRole('heading', { name: '已签约代扣协议' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去还款' }));
    expect(navigate).toHaveBeenCalledWith(`/cashier_desk?orderNo=${ORDER_NO}`, { replace: true });
  });
});
