import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { LetterListData } from '@credit/shared/api';
import { setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import InternalLetterPage from './InternalLetterPage';

/** Spec 2.6 internal letters: 全部已读 marks every letter read once per tap sequence; a refusal is said on the page. */

let page: PageHarness;
let readAlls: number;
let unread: number;
let refuse: boolean;

const list = (): LetterListData => ({
  unread,
  list: [
    { letterId: '1', title: '欢迎加入', summary: '欢迎', read: unread === 0, createdAt: 0 },
    { letterId: '2', title: '还款提醒', summary: '提醒', read: unread === 0, createdAt: 0 },
  ],
});

const server = () =>
  stubServer(
    {
      [API_PATHS.market.letterList]: () => ({ data: list() }),
      [API_PATHS.market.letterReadAll]: () => {
        readAlls += 1;
        if (refuse) return { status: 3005, message: '消息服务繁忙' };
        unread = 0;
        return { data: { unread: 0 } };
      },
    },
    { data: {} },
  );

beforeEach(() => {
  readAlls = 0;
  unread = 2;
  refuse = false;
  page = setUpPage(server());
});
afterEach(tearDownPage);

describe('InternalLetterPage', () => {
  it('a double tap on 全部已读 sends once; the count reads 0 and the button is off', async () => {
    page.renderAt('/internalLetter', <InternalLetterPage />);
    const button = await screen.findByRole('button', { name: '全部已读' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('0'));
    expect(readAlls).toBe(1);
    expect(screen.getByRole('button', { name: '全部已读' })).toHaveProperty('disabled', true);
  });

  it('a refusal is said on the page; the count stays and the next tap works', async () => {
    refuse = true;
    page.renderAt('/internalLetter', <InternalLetterPage />);
    fireEvent.click(await screen.findByRole('button', { name: '全部已读' }));
    expect((await screen.findByRole('alert')).textContent).toBe('消息服务繁忙');
    expect(screen.getByTestId('unread-count').textContent).toBe('2');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('0'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readAlls).toBe(2);
  });
});
