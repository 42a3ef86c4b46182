import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, initHost, resetHost } from '@credit/shared';
import { httpFailure, setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import { ShareButton } from './ShareButton';

/** Spec 7.8 and 8: the server gives what to share, the bridge shares it; a failure says the product's words once. */

let page: PageHarness;
let shares: string[];
let reply: 'ok' | 'refused' | 'refusedSilently' | 'lost';
const toast = vi.fn();
const bridgeCall = vi.fn();

const server = () =>
  stubServer(
    {
      [API_PATHS.market.share]: (req) => {
        shares.push(new URLSearchParams(req.text).get('code') ?? '');
        if (reply === 'lost') return httpFailure(500);
        if (reply === 'refused') return { status: 3001, message: '活动已下线' };
        if (reply === 'refusedSilently') return { status: 3001, message: '' };
        return { data: { title: '邀请', desc: '借款', link: 'https://h5.example/#/landingRegister', image: '' } };
      },
    },
    { data: {} },
  );

beforeEach(() => {
  shares = [];
  reply = 'ok';
  toast.mockReset();
  bridgeCall.mockReset();
  page = setUpPage(server(), { toast });
});
afterEach(() => {
  delete window.nativeBridge;
  resetHost();
  sessionStorage.clear();
  tearDownPage();
});

const tap = () => fireEvent.click(screen.getByRole('button', { name: '邀请好友' }));

describe('ShareButton', () => {
  it('in the app: the server\'s content goes to the bridge, once for a double tap', async () => {
    initHost('https://h5.example/?APPSOURCE=1#/makeMoney', 'Mozilla/5.0 (Linux; Android 13)');
    window.nativeBridge = { call: bridgeCall };
    page.renderAt('/makeMoney', <ShareButton code="invite" label="邀请好友" />);
    tap();
    tap();
    await waitFor(() => expect(bridgeCall).toHaveBeenCalledWith('share', expect.objectContaining({ title: '邀请' })));
    expect(shares).toEqual(['invite']);
    expect(toast).not.toHaveBeenCalled();
  });

  it('in a browser: the bridge says the app is needed', async () => {
    page.renderAt('/makeMoney', <ShareButton code="invite" label="邀请好友" />);
    tap();
    await waitFor(() => expect(toast.mock.lastCall?.[0]).toBe('分享好友请下载最新版本APP！'));
  });

  it('a refusal says the server\'s words, or 系统异常 when it has none; a lost answer says 系统异常, each once', async () => {
    page.renderAt('/makeMoney', <ShareButton code="invite" label="邀请好友" />);
    reply = 'refused';
    tap();
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(toast.mock.lastCall?.[0]).toBe('活动已下线');
    reply = 'refusedSilently';
    tap();
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    expect(toast.mock.lastCall?.[0]).toBe('系统异常，请稍后再试');
    reply = 'lost';
    tap();
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(3));
    expect(toast.mock.lastCall?.[0]).toBe('系统异常，请稍后再试');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
