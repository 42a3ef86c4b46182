import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, CREDIT_ITEMS, createQueryClient } from '@credit/shared';
import { delay, refusal, setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import type { QuotaDecisionData } from '@credit/shared/api';
import CashAuthenticationPage from './CashAuthenticationPage';

/** The hub against a stubbed server: item states, the submit button, the decision flow and the way back to borrowing. */

let page: PageHarness;
let profile: 0 | 1;
let statuses: Record<string, 0 | 1 | 2 | 3>;
let decisions: QuotaDecisionData[];
let submitted: number;
let crawls: number;
let refuseCrawler: [number, string] | null;
const toast = vi.fn();
const navigate = vi.fn();
const alert = vi.fn(async () => {});

const NONE: QuotaDecisionData = { status: 'none', reason: '', limitFen: 5_000_000, activeStatus: 0 };

const server = () =>
  stubServer(
    {
      [API_PATHS.credit.status]: () => {
        const ready = profile === 1 && statuses.idCardPhotos === 2 && statuses.operator === 2;
        return { data: { profile, items: CREDIT_ITEMS.map((item) => ({ item, status: statuses[item] ?? 0 })), canSubmit: ready && submitted === 0 ? 1 : 0, quota: submitted ? decisions[0] : NONE } };
      },
      [API_PATHS.credit.crawler]: async () => {
        crawls++;
        await delay(20);
        if (refuseCrawler) return refusal(...refuseCrawler);
        return { data: { item: 'crawler', status: 2, reason: '' } };
      },
      [API_PATHS.credit.quotaSubmit]: async () => {
        submitted++;
        await delay(20);
        return { data: { ...NONE, status: 'processing' } };
      },
      [API_PATHS.credit.decision]: () => ({ data: decisions.length > 1 ? decisions.shift() : decisions[0] }),
    },
    { data: {} },
  );

function renderPage(entry = '/cashAuthentication') {
  return page.renderAt(entry, <CashAuthenticationPage />);
}

beforeEach(() => {
  profile = 0;
  statuses = {};
  submitted = 0;
  crawls = 0;
  refuseCrawler = null;
  toast.mockReset();
  decisions = [{ ...NONE, status: 'processing' }, { status: 'approved', reason: '', limitFen: 6_000_000, activeStatus: 1 }];
  navigate.mockReset();
  alert.mockClear();
  page = setUpPage(server(), { navigate, alert, toast });
});

afterEach(() => {
  tearDownPage();
  vi.useRealTimers();
});

describe('CashAuthenticationPage', () => {
  it('lists the profile and every item with its state; submit is off until the required ones are done', async () => {
    statuses = { operator: 1, sesame: 3, crawler: 2 };
    renderPage();
    expect(await screen.findByRole('button', { name: '个人信息 未认证' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '运营商认证 认证中' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '芝麻信用 认证失败' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '通用数据授权 已认证' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '身份证照片 未认证' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '提交额度申请' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '个人信息 未认证' }));
    expect(navigate.mock.calls[0]![0]).toBe('/personalInfo');
    fireEvent.click(screen.getByRole('button', { name: '身份证照片 未认证' }));
    expect(navigate.mock.calls[1]![0]).toBe('/uploadCard');
  });

  it('face recognition in a plain browser says where it works (spec 4.10) and sends nothing', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '人脸识别 未认证' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith({ content: '请选择去微信环境下或者app中使用人脸识别功能' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('submits once ready, shows 额度审批中, then the approval with the new limit', async () => {
    profile = 1;
    statuses = { idCardPhotos: 2, operator: 2 };
    renderPage();
    const submit = await screen.findByRole('button', { name: '提交额度申请' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('额度审批中')).toBeTruthy();
    expect(await screen.findByText('审批通过', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('60,000.00元')).toBeTruthy();
    expect(submitted).toBe(1);
  });

  it('a rejection shows its reason', async () => {
    profile = 1;
    statuses = { idCardPhotos: 2, operator: 2 };
    decisions = [{ status: 'rejected', reason: '综合评分不足，请30天后再试', limitFen: 5_000_000, activeStatus: 0 }];
    renderPage();
    const submit = await screen.findByRole('button', { name: '提交额度申请' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('审批未通过')).toBeTruthy();
    expect(screen.getByText('综合评分不足，请30天后再试')).toBeTruthy();
  });

  it('from the borrow gate: asks for the profile first, then offers 继续借款 back to the application; an unknown from is ignored', async () => {
    renderPage('/cashAuthentication?returnUrl=%2FnewBorrowCash');
    expect(await screen.findByText('借款前请先完善个人信息')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '继续借款' })).toBeNull();
    cleanup();
    profile = 1;
    page.client = createQueryClient();
    renderPage('/cashAuthentication?returnUrl=%2FnewBorrowCash');
    fireEvent.click(await screen.findByRole('button', { name: '继续借款' }));
    expect(navigate.mock.calls.at(-1)![0]).toBe('/newBorrowCash');
    cleanup();
    page.client = createQueryClient();
    renderPage('/cashAuthentication?from=https%3A%2F%2Fevil.example.com');
    await screen.findByRole('button', { name: '个人信息 已认证' });
    expect(screen.queryByRole('button', { name: '继续借款' })).toBeNull();
  });

  it('a double tap on 提交额度申请 submits once', async () => {
    profile = 1;
    statuses = { idCardPhotos: 2, operator: 2 };
    renderPage();
    const submit = await screen.findByRole('button', { name: '提交额度申请' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(await screen.findByText('额度审批中')).toBeTruthy();
    expect(submitted).toBe(1);
  });

  it('the data authorisation runs at once: 授权成功; a refusal is said on the hub and the items stay usable', async () => {
    renderPage();
    const crawler = await screen.findByRole('button', { name: '通用数据授权 未认证' });
    await act(async () => fireEvent.click(crawler));
    await waitFor(() => expect(toast.mock.calls.map((c) => c[0])).toContain('授权成功'));
    expect(crawls).toBe(1);

    refuseCrawler = [2003, ''];
    await waitFor(() => expect((screen.getByRole('button', { name: /^通用数据授权/ }) as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^通用数据授权/ })));
    expect((await screen.findByRole('alert')).textContent).toBe('请核实姓名或身份证号是否正确');
    expect(crawls).toBe(2);
    expect((screen.getByRole('button', { name: '身份证照片 未认证' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
