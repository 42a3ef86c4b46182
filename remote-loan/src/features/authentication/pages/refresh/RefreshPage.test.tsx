import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { delay, setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import RefreshPage from './RefreshPage';

/** The verification result: keeps asking while 认证中, then success or failure with a retry. */

let page: PageHarness;
let answers: Array<{ status: 0 | 1 | 2 | 3; reason: string }>;
let asked: string[];
const navigate = vi.fn();

const server = () =>
  stubServer(
    {
      [API_PATHS.credit.itemStatus]: (req) => {
        const type = new URLSearchParams(req.text).get('type')!;
        asked.push(type);
        const next = answers.length > 1 ? answers.shift()! : answers[0]!;
        return { data: { item: type, ...next } };
      },
      [API_PATHS.credit.operatorUrl]: async () => {
        asked.push('operatorUrl');
        await delay(20);
        return { status: 1004, message: '' };
      },
    },
    { data: {} },
  );

const renderAt = (entry: string) =>
  page.renderAt(entry, <RefreshPage />);

beforeEach(() => {
  asked = [];
  answers = [{ status: 1, reason: '' }, { status: 2, reason: '' }];
  navigate.mockReset();
  page = setUpPage(server(), { navigate });
});

afterEach(tearDownPage);

describe('RefreshPage', () => {
  it('shows 认证中 and keeps refreshing until 已认证; then back to the hub', async () => {
    renderAt('/refresh?type=operator');
    expect(await screen.findByText('认证中')).toBeTruthy();
    expect(await screen.findByText('已认证', undefined, { timeout: 4000 })).toBeTruthy();
    expect(asked).toEqual(['operator', 'operator']);
    fireEvent.click(screen.getByRole('button', { name: '返回认证中心' }));
    expect(navigate.mock.calls[0]![0]).toBe('/cashAuthentication');
  });

  it('a failure shows the reason and 重新认证 (a credit card restarts on its page)', async () => {
    answers = [{ status: 3, reason: '您已取消授权' }];
    renderAt('/refresh?type=creditCard');
    expect(await screen.findByText('认证失败')).toBeTruthy();
    expect(screen.getByText('您已取消授权')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新认证' }));
    expect(navigate.mock.calls[0]![0]).toBe('/creditCardList');
  });

  it('an unknown type asks nothing', async () => {
    renderAt('/refresh?type=bogus');
    expect(await screen.findByText('认证项目不存在')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('去认证 asks for the third-party page once, however often tapped; a refusal is said on the page', async () => {
    answers = [{ status: 0, reason: '' }];
    renderAt('/refresh?type=operator');
    const go = await screen.findByRole('button', { name: '去认证' });
    await act(async () => {
      fireEvent.click(go);
      fireEvent.click(go);
    });
    expect((await screen.findByRole('alert')).textContent).toBe('参数值不在处理的范围内');
    expect(asked.filter((a) => a === 'operatorUrl')).toHaveLength(1);
    expect((screen.getByRole('button', { name: '去认证' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
