import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS } from '@credit/shared';
import { doubleTap, errorOf, formLine, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type StubServer } from '@credit/shared/testing';
import LoginMAChoicePage from '../loginMAChoice/LoginMAChoicePage';
import MAVerifyIdentityPage from '../mAVerifyIdentity/MAVerifyIdentityPage';
import MAResultPage from '../mAResult/MAResultPage';
import MAVerifyMobilePage from './MAVerifyMobilePage';

/** The multi-account flow's four pages against a stubbed server, on the shared harness. */

let page: PageHarness;
let server: StubServer;
const navigate = vi.fn();
const mobiles = [
  { id: '0', mobileMask: '139****0000', current: true },
  { id: '7', mobileMask: '138****0007', current: false },
];
const multi = { data: { isMulti: 1, loginMobile: '139****0000', mobiles } };
const single = { data: { isMulti: 0, loginMobile: '138****0007', mobiles: [mobiles[1]] } };

beforeEach(() => {
  navigate.mockReset();
  server = stubServer();
  server.serve(API_PATHS.multiAccount.info, multi);
  page = setUpPage(server, { navigate });
});

afterEach(tearDownPage);

describe('LoginMAChoicePage', () => {
  it('asks for a choice, then goes on with the chosen mobile', async () => {
    page.renderAt('/loginMAChoice', <LoginMAChoicePage />);
    fireEvent.click(await screen.findByRole('button', { name: '下一步' }));
    expect(formLine()).toBe('请选择一个手机号');
    fireEvent.click(screen.getByRole('radio', { name: /138\*\*\*\*0007/ }));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(navigate.mock.calls[0]?.[0]).toEqual({ name: 'mAVerifyMobile', query: { mobileId: '7' } });
  });
});

describe('MAVerifyMobilePage', () => {
  const open = async () => {
    page.renderAt('/mAVerifyMobile?mobileId=7', <MAVerifyMobilePage />);
    await screen.findByText('验证码将发送至 138****0007');
  };

  it('sends the code to the chosen mobile and verifies it, once on a double tap', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(server.sent(API_PATHS.multiAccount.sendSms)).toEqual([{ mobileId: '7' }]));
    type('验证码', '123456');
    doubleTap('下一步');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ name: 'mAVerifyIdentity', query: {} }, { replace: true }));
    expect(server.sent(API_PATHS.multiAccount.verifyMobile)).toEqual([{ mobileId: '7', code: '123456' }]);
  });

  it('puts a wrong code (2018) under the code and an answer of no field on the form line', async () => {
    server.serve(API_PATHS.multiAccount.verifyMobile, refusal(2018), refusal(3001));
    await open();
    type('验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(errorOf('ma-code')).toBe(ACCOUNT_MESSAGES[2018]));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(formLine()).toBe(ACCOUNT_MESSAGES[3001]));
    expect(valueOf('验证码')).toBe('654321');
  });

  it('sends the user back to the choice when the mobile is no longer listed', async () => {
    page.renderAt('/mAVerifyMobile?mobileId=9', <MAVerifyMobilePage />);
    fireEvent.click(await screen.findByRole('button', { name: '重新选择' }));
    expect(navigate).toHaveBeenCalledWith({ name: 'loginMAChoice', query: {} }, { replace: true });
  });
});

describe('MAVerifyIdentityPage', () => {
  const fill = () => {
    type('姓名', '张三');
    type('身份证号', '11010519491231002x');
  };

  it('asks for the consent first, then confirms with the ID number in capitals, once on a double tap', async () => {
    page.renderAt('/mAVerifyIdentity', <MAVerifyIdentityPage />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(formLine()).toBe('请先勾选同意使用身份信息进行核验'));
    expect(server.calls).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(formLine()).toBe('');
    doubleTap('确认');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ name: 'mAResult', query: {} }, { replace: true }));
    expect(server.sent(API_PATHS.multiAccount.confirm)).toEqual([{ name: '张三', certId: '11010519491231002X' }]);
  });

  it('shows a refusal (3000) on the form line and keeps what was typed', async () => {
    server.serve(API_PATHS.multiAccount.confirm, refusal(3000));
    page.renderAt('/mAVerifyIdentity', <MAVerifyIdentityPage />);
    fill();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(formLine()).toBe(ACCOUNT_MESSAGES[3000]));
    expect(valueOf('姓名')).toBe('张三');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('MAResultPage', () => {
  it('reads the outcome from the server', async () => {
    server.serve(API_PATHS.multiAccount.info, single);
    page.renderAt('/mAResult', <MAResultPage />);
    expect(await screen.findByRole('heading', { name: '设置成功' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
