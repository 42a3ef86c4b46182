import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import RealNameConfirmMobilePage from './RealNameConfirmMobilePage';

/** The choice of the bank-reserved mobile during real name, on the shared harness. */

let page: PageHarness;
const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  const server = stubServer();
  server.serve(API_PATHS.customer.info, {
    data: { mobile: '13800138000', name: '张三', certId: '', ucrealnamed: 'Y', bindCards: 0, userStatus: { openCardStatus: 0, bindCardStatus: 0, realNameStatus: 1 } },
  });
  page = setUpPage(server, { navigate });
});

afterEach(tearDownPage);

describe('RealNameConfirmMobilePage', () => {
  it.each([
    ['the account mobile, by default', null, 'account'],
    ['another mobile', '使用其他手机号', 'other'],
  ])('hands the card form %s and the flow return', async (_name, pick, mobile) => {
    page.renderAt('/realNameConfirmMobile?returnUrl=%2FnewBorrowCash', <RealNameConfirmMobilePage />);
    expect(await screen.findByText('本机号码 138****8000')).toBeTruthy();
    if (pick) fireEvent.click(screen.getByRole('radio', { name: pick }));
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/bankCard?open=1&mobile=${mobile}&returnUrl=%2FnewBorrowCash`, { replace: true }));
  });
});
