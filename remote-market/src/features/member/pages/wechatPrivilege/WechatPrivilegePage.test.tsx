import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import WechatPrivilegePage from './WechatPrivilegePage';

/** Spec 7.7 wxSubscribeMsg: one subscription per tap sequence; a refusal is said on the page. */

let page: PageHarness;
let subscribes: number;
let refuse: boolean;

const server = () =>
  stubServer(
    {
      [API_PATHS.points.wxSubscribeMsg]: () => {
        subscribes += 1;
        return refuse ? { status: 3003, message: '请先关注官方公众号' } : { data: { subscribed: true } };
      },
    },
    { data: {} },
  );

beforeEach(() => {
  subscribes = 0;
  refuse = false;
  page = setUpPage(server());
});
afterEach(tearDownPage);

describe('WechatPrivilegePage', () => {
  it('a double tap subscribes once, then says so', async () => {
    page.renderAt('/wechatPrivilege', <WechatPrivilegePage />);
    const button = screen.getByRole('button', { name: '订阅微信消息提醒' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByTestId('wx-subscribed')).toBeTruthy();
    expect(subscribes).toBe(1);
  });

  it('a refusal is said on the page, and the button stays for another try', async () => {
    refuse = true;
    page.renderAt('/wechatPrivilege', <WechatPrivilegePage />);
    fireEvent.click(screen.getByRole('button', { name: '订阅微信消息提醒' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请先关注官方公众号');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: '订阅微信消息提醒' }));
    expect(await screen.findByTestId('wx-subscribed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(subscribes).toBe(2);
  });
});
