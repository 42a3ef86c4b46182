import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS } from '@credit/shared';
import { doubleTap, formLine, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type StubServer } from '@credit/shared/testing';
import RealNameShowPage from './RealNameShowPage';

/** The verified identity and the ID photos step, against a stubbed server on the shared harness. */

let page: PageHarness;
let server: StubServer;
const toast = vi.fn();

beforeEach(() => {
  toast.mockReset();
  // jsdom has no object URLs; the page only shows the photo through one.
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
  server = stubServer();
  server.serve(API_PATHS.customer.info, {
    data: { mobile: '13800138000', name: '张三', certId: '11010519491231002X', ucrealnamed: 'Y', bindCards: 0, userStatus: { openCardStatus: 0, bindCardStatus: 0, realNameStatus: 1 } },
  });
  server.serve(API_PATHS.oneCard.authInfo, { data: { idCardPhotos: 0 } });
  page = setUpPage(server, { toast });
});

afterEach(tearDownPage);

async function fill() {
  const photo = new File(['jpeg'], 'id.jpg', { type: 'image/jpeg' });
  fireEvent.change(await screen.findByLabelText('身份证人像面'), { target: { files: [photo] } });
  fireEvent.change(screen.getByLabelText('身份证国徽面'), { target: { files: [photo] } });
  type('姓名', '张三');
  type('身份证号', '11010519491231002X');
  type('签发机关', '北京市公安局西城分局');
  type('有效期', '2020.01.01-长期');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('RealNameShowPage: ID photos', () => {
  it('asks for both photos before any call', async () => {
    page.renderAt('/realNameShow', <RealNameShowPage />);
    fireEvent.click(await screen.findByRole('button', { name: '上传' }));
    expect(await screen.findByText('请拍摄身份证人像面')).toBeTruthy();
    expect(server.sent(API_PATHS.identity.validateOcr)).toEqual([]);
  });

  it('uploads what was read from the card once on a double tap, then shows 已上传', async () => {
    page.renderAt('/realNameShow', <RealNameShowPage />);
    await fill();
    doubleTap('上传');
    await waitFor(() => expect(toast).toHaveBeenCalledWith('身份证照片已上传', undefined));
    expect(server.sent(API_PATHS.identity.validateOcr)).toEqual([{ name: '张三', certId: '11010519491231002X', authority: '北京市公安局西城分局', validity: '2020.01.01-长期' }]);
    expect(await screen.findByText('已上传')).toBeTruthy();
  });

  it('shows a refusal on the form line and keeps what was typed', async () => {
    server.serve(API_PATHS.identity.validateOcr, refusal(2009));
    page.renderAt('/realNameShow', <RealNameShowPage />);
    await fill();
    fireEvent.click(screen.getByRole('button', { name: '上传' }));
    await waitFor(() => expect(formLine()).toBe(ACCOUNT_MESSAGES[2009]));
    expect(valueOf('签发机关')).toBe('北京市公安局西城分局');
    expect(toast).not.toHaveBeenCalled();
  });
});
