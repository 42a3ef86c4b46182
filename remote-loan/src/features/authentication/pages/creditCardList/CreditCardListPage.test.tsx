import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { delay, refusal, setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import CreditCardListPage from './CreditCardListPage';

/** Credit-card authentication against a stubbed bank: field rules, login, the SMS step, the list. */

let page: PageHarness;
let cards: Array<{ bankName: string; cardLast4: string }>;
let status: 0 | 1 | 2 | 3;
let sent: Array<{ url: string; body: URLSearchParams }>;
/** A refusal of the next verify: [status, message]. */
let refuseVerify: [number, string] | null;
const toast = vi.fn();

const server = () =>
  stubServer(
    {
      [API_PATHS.credit.creditCardStatus]: () => ({ data: { status, reason: '', cards } }),
      [API_PATHS.credit.creditCardBanks]: () => ({ data: { banks: [{ code: 'ICBC', name: '工商银行', needVerify: 0 }, { code: 'CMB', name: '招商银行', needVerify: 1 }] } }),
      [API_PATHS.credit.creditCardLogin]: (req) => {
        const body = new URLSearchParams(req.text);
        sent.push({ url: req.path, body });
        if (body.get('password') !== 'Card1234') return { status: 40403, message: '信用卡账号或密码错误' };
        status = 1;
        return { data: { taskId: 'T1', needVerify: body.get('bankCode') === 'CMB' ? 1 : 0, status: 1 } };
      },
      [API_PATHS.credit.creditCardVerify]: async (req) => {
        const body = new URLSearchParams(req.text);
        sent.push({ url: req.path, body });
        await delay(20);
        if (refuseVerify) {
          const refused = refuseVerify;
          refuseVerify = null;
          return refusal(...refused);
        }
        status = 2;
        cards = [{ bankName: '招商银行', cardLast4: '1111' }];
        return { data: { taskId: 'T1', needVerify: 0, status: 1 } };
      },
    },
    { data: {} },
  );

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  cards = [];
  status = 0;
  sent = [];
  refuseVerify = null;
  toast.mockReset();
  page = setUpPage(server(), { toast });
  page.renderAt('/creditCardList', <CreditCardListPage />);
});

afterEach(tearDownPage);

describe('CreditCardListPage', () => {
  it('checks the fields before anything is sent', async () => {
    fireEvent.click(await screen.findByRole('button', { name: '登录认证' }));
    expect(await screen.findByText('请选择银行')).toBeTruthy();
    expect(screen.getByText('请输入银行卡号')).toBeTruthy();
    expect(screen.getByText('请输入网银登录密码')).toBeTruthy();
    type('信用卡号', '1234');
    fireEvent.click(screen.getByRole('button', { name: '登录认证' }));
    expect(await screen.findByText('请填写正确的银行卡号')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("a wrong password: the bank's refusal is told (the server's message, toasted) and the card number stays", async () => {
    fireEvent.change(await screen.findByLabelText('发卡银行'), { target: { value: 'ICBC' } });
    type('信用卡号', '6222021234567890');
    type('网银密码', 'nope');
    fireEvent.click(screen.getByRole('button', { name: '登录认证' }));
    await waitFor(() => expect(toast.mock.calls.map((c) => c[0])).toContain('信用卡账号或密码错误'));
    expect((screen.getByLabelText('信用卡号') as HTMLInputElement).value).toBe('6222021234567890');
    expect(screen.queryByText('短信验证')).toBeNull();
  });

  async function toVerifyStep() {
    fireEvent.change(await screen.findByLabelText('发卡银行'), { target: { value: 'CMB' } });
    type('信用卡号', '6225881234561111');
    type('网银密码', 'Card1234');
    fireEvent.click(screen.getByRole('button', { name: '登录认证' }));
    await screen.findByText('短信验证');
    type('验证码', '888888');
  }

  it('a refused code lands on the code field and stays typed; a double tap verifies once', async () => {
    await toVerifyStep();
    refuseVerify = [2018, ''];
    fireEvent.click(screen.getByRole('button', { name: '验证' }));
    expect((await screen.findByText('亲，您填写的验证码错误')).id).toBe('cc-code-error');
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('888888');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '验证' }));
      fireEvent.click(screen.getByRole('button', { name: '验证' }));
    });
    await waitFor(() => expect(screen.getByText('招商银行（尾号1111）')).toBeTruthy());
    expect(sent.filter((x) => x.url === API_PATHS.credit.creditCardVerify)).toHaveLength(2);
  });

  it('a refusal no field owns is said on the form line', async () => {
    await toVerifyStep();
    refuseVerify = [2003, ''];
    fireEvent.click(screen.getByRole('button', { name: '验证' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请核实姓名或身份证号是否正确');
    expect(screen.getByText('短信验证')).toBeTruthy();
  });

  it('a bank with a verify step asks for the code, then lists the card', async () => {
    fireEvent.change(await screen.findByLabelText('发卡银行'), { target: { value: 'CMB' } });
    type('信用卡号', '6225881234561111');
    type('网银密码', 'Card1234');
    fireEvent.click(screen.getByRole('button', { name: '登录认证' }));
    type(await screen.findByText('短信验证').then(() => '验证码'), '888888');
    fireEvent.click(screen.getByRole('button', { name: '验证' }));
    await waitFor(() => expect(screen.getByText('招商银行（尾号1111）')).toBeTruthy());
    expect(sent.map((s) => s.url)).toEqual([API_PATHS.credit.creditCardLogin, API_PATHS.credit.creditCardVerify]);
    expect(sent[1]!.body.get('code')).toBe('888888');
  });
});
