import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS } from '@credit/shared';
import { doubleTap, errorOf, formLine, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type StubServer } from '@credit/shared/testing';
import { dealResetProof } from '../../components/flowState';
import CheckBindCardAndIdentityPage from '../checkBindCardAndIdentity/CheckBindCardAndIdentityPage';
import ResetDealPw2Page from '../resetDealPw2/ResetDealPw2Page';
import ResetDealPwPage from './ResetDealPwPage';

/** The deal password reset, both steps, against a stubbed server on the shared harness. */

let page: PageHarness;
let server: StubServer;
const navigate = vi.fn();
const alert = vi.fn(async () => {});
const user = (over: Record<string, unknown> = {}) => ({
  data: { mobile: '13800138000', name: '张三', certId: '11010519491231002X', ucrealnamed: 'Y', bindCards: 1, userStatus: { openCardStatus: 1, bindCardStatus: 1, realNameStatus: 1 }, ...over },
});
const proof = { certId: '11010519491231002X', cardNo: '6222020200112233445', code: '123456' };

beforeEach(() => {
  navigate.mockReset();
  alert.mockClear();
  dealResetProof.clear();
  server = stubServer();
  server.serve(API_PATHS.customer.info, user());
  page = setUpPage(server, { navigate, alert });
});

afterEach(tearDownPage);

describe('ResetDealPwPage (step 1)', () => {
  const fill = async (consents = 2) => {
    await screen.findByLabelText('身份证号');
    type('身份证号', '11010519491231002x');
    type('银行卡号', '6222020200112233445');
    type('验证码', '123456');
    const boxes = screen.getAllByRole('checkbox');
    for (const box of boxes.slice(0, consents)) fireEvent.click(box);
  };

  it('sends a tradePwd code to the own mobile, proves identity, card and code once on a double tap, and keeps the proof', async () => {
    page.renderAt('/resetDealPw', <ResetDealPwPage />);
    await fill();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(server.sent(API_PATHS.sms.send)).toEqual([{ mobile: '13800138000', type: 'tradePwd' }]));
    doubleTap('下一步');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/resetDealPw2', undefined));
    expect(server.sent(API_PATHS.oneCard.checkBindCardAndIdentity)).toEqual([{ certId: '11010519491231002X', cardNo: '6222020200112233445' }]);
    expect(server.sent(API_PATHS.sms.validate)).toEqual([{ mobile: '13800138000', type: 'tradePwd', code: '123456' }]);
    expect(dealResetProof.get()).toEqual(proof);
  });

  it('asks for both consents before any call', async () => {
    page.renderAt('/checkBindCardAndIdentity', <CheckBindCardAndIdentityPage />);
    await fill(1);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(formLine()).toBe('请先勾选同意使用银行卡号'));
    expect(server.sent(API_PATHS.oneCard.checkBindCardAndIdentity)).toEqual([]);
  });

  it('puts an identity mismatch (3000) under the ID number, a wrong code (2018) under the code, the rest on the form line', async () => {
    server.serve(API_PATHS.oneCard.checkBindCardAndIdentity, refusal(3000), {}, refusal(3001));
    server.serve(API_PATHS.sms.validate, refusal(2018));
    page.renderAt('/resetDealPw', <ResetDealPwPage />);
    await fill();
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(errorOf('deal-cert')).toBe(ACCOUNT_MESSAGES[3000]));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(errorOf('deal-code')).toBe(ACCOUNT_MESSAGES[2018]));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(formLine()).toBe(ACCOUNT_MESSAGES[3001]));
    expect(valueOf('银行卡号')).toBe('6222020200112233445');
    expect(dealResetProof.get()).toBeNull();
  });

  it('says what is missing instead of a form that cannot pass', async () => {
    server.serve(API_PATHS.customer.info, user({ bindCards: 0 }));
    page.renderAt('/resetDealPw', <ResetDealPwPage />);
    fireEvent.click(await screen.findByRole('button', { name: '去绑卡' }));
    expect(navigate).toHaveBeenCalledWith('/bankCard', undefined);
  });
});

describe('ResetDealPw2Page (step 2)', () => {
  const fill = () => {
    type('新密码', 'Trade555');
    type('确认密码', 'Trade555');
  };

  it('sends a user without the proof of step 1 back to it', async () => {
    page.renderAt('/resetDealPw2', <ResetDealPw2Page />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/resetDealPw', { replace: true }));
  });

  it('resets the deal password with the proof, once on a double tap', async () => {
    dealResetProof.set(proof);
    page.renderAt('/resetDealPw2', <ResetDealPw2Page />);
    fill();
    doubleTap('确认');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pwSetting', { replace: true }));
    expect(server.sent(API_PATHS.oneCard.restPwd)).toEqual([
      { verifyCode: '123456', certId: proof.certId, cardNo: proof.cardNo, password: 'Trade555', confirmPassword: 'Trade555' },
    ]);
    expect(dealResetProof.get()).toBeNull();
  });

  it('starts over when what step 1 proved no longer holds, and keeps a field refusal on its field', async () => {
    server.serve(API_PATHS.oneCard.restPwd, refusal(2010), refusal(2019));
    dealResetProof.set(proof);
    page.renderAt('/resetDealPw2', <ResetDealPw2Page />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(errorOf('pw-new')).toBe(ACCOUNT_MESSAGES[2010]));
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/resetDealPw', { replace: true }));
    expect(alert).toHaveBeenCalledWith({ content: ACCOUNT_MESSAGES[2019], confirmText: '重新验证' });
  });
});
