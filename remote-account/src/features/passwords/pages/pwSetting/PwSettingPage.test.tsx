import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { setUpPage, tearDownPage, type PageHarness } from '@credit/shared/testing';
import { refusal, stubServer, type StubServer } from '../../../../components/stubServer';
import PwSettingPage from './PwSettingPage';

/** The security settings: the deal password's entries follow the custody account, on the shared harness. */

let page: PageHarness;
let server: StubServer;
const navigate = vi.fn();
const confirm = vi.fn(async () => true);
const user = (ucrealnamed: 'Y' | 'N') => ({
  data: { mobile: '13800138000', name: '张三', certId: '', ucrealnamed, bindCards: 1, userStatus: { openCardStatus: 1, bindCardStatus: 1, realNameStatus: 1 } },
});
const account = (tradePwdSet: 0 | 1) => ({ data: { openCardStatus: 1, activeStatus: 1, tradePwdSet, cardQuota: 0, cardNo: '', cardName: '' } });

beforeEach(() => {
  navigate.mockReset();
  confirm.mockClear();
  server = stubServer();
  page = setUpPage(server.adapter, { navigate, confirm });
});

afterEach(tearDownPage);

describe('PwSettingPage', () => {
  it('offers change and reset once a deal password is set', async () => {
    server.serve(API_PATHS.customer.info, user('Y'));
    server.serve(API_PATHS.oneCard.info, account(1));
    page.renderAt('/pwSetting', <PwSettingPage />);
    fireEvent.click(await screen.findByRole('button', { name: /重置交易密码/ }));
    expect(navigate).toHaveBeenCalledWith('/resetDealPw', undefined);
  });

  it('sends an unverified user to real name before setting a deal password', async () => {
    server.serve(API_PATHS.customer.info, user('N'));
    server.serve(API_PATHS.oneCard.info, account(0));
    page.renderAt('/pwSetting', <PwSettingPage />);
    fireEvent.click(await screen.findByRole('button', { name: /设置交易密码/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/realName', undefined));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ confirmText: '去实名' }));
  });

  it('retries the deal password state when it did not load', async () => {
    server.serve(API_PATHS.customer.info, user('Y'));
    server.serve(API_PATHS.oneCard.info, refusal(3001), account(0));
    page.renderAt('/pwSetting', <PwSettingPage />);
    fireEvent.click(await screen.findByRole('button', { name: /交易密码状态加载失败/ }));
    fireEvent.click(await screen.findByRole('button', { name: /设置交易密码/ }));
    expect(navigate).toHaveBeenCalledWith('/modifyDealPw', undefined);
  });
});
