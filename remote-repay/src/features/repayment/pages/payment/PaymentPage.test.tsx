import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, sessionStore, sysConfigAtom } from '@credit/shared';
import { setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import PaymentPage from './PaymentPage';

/** The Alipay payment page polls aliPayResearch at the sys config's resultInterval (spec 3, 9), 5 s without one. */

const REPAY_NO = 'P0000000000000007';
const processing = {
  repayNo: REPAY_NO, kind: 'active', channel: 'alipay', status: 'processing', amountFen: 102_500, paidFen: 0, refundedFen: 0,
  principalFen: 100_000, interestFen: 2000, feeFen: 500, penaltyFen: 0, orderNos: ['L0000000000000042'], failReason: '', createdAt: 0, finishedAt: 0,
};
const CONFIG = {
  borrowHighestMoney: 0, complaintEmail: 'complaints@example.com', complianceCopy: '', consumerHotline: '400-000-0000',
  appDownload: { android: '', ios: '', appLink: '' },
};

let page: PageHarness;
let research: number;
/** What sys/config answers with (the field as the server sends it, or left out). */
let resultInterval: unknown;

const server = () =>
  stubServer(
    {
      [API_PATHS.sys.config]: () => ({ data: resultInterval === undefined ? CONFIG : { ...CONFIG, resultInterval } }),
      [API_PATHS.thirdRepay.aliPayResearch]: () => {
        research += 1;
        return { data: processing };
      },
    },
    { data: {} },
  );

beforeEach(() => {
  vi.useFakeTimers();
  research = 0;
  sessionStore.set(sysConfigAtom, null);
  page = setUpPage(server());
});
afterEach(() => {
  tearDownPage();
  sessionStore.set(sysConfigAtom, null);
  vi.useRealTimers();
});

/** Renders the page and lets its first reads (sys config, the first research) answer. */
async function open(): Promise<void> {
  page.renderAt(`/payment?repayNo=${REPAY_NO}`, <PaymentPage />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(research).toBe(1);
}

/** How many more research calls the page makes in the next `ms`. */
async function callsWithin(ms: number): Promise<number> {
  const before = research;
  await act(() => vi.advanceTimersByTimeAsync(ms));
  return research - before;
}

describe('PaymentPage: the scan-pay result poll', () => {
  it('asks every resultInterval seconds of the sys config (2 s)', async () => {
    resultInterval = 2;
    await open();
    expect(await callsWithin(1_999)).toBe(0);
    expect(await callsWithin(1)).toBe(1);
    expect(await callsWithin(2_000)).toBe(1);
    expect(screen.getByText('付款完成后本页将自动更新（每2秒查询一次）')).toBeTruthy();
  });

  it.each([
    ['lacks it', undefined],
    ['holds 0', 0],
    ['holds a negative number', -3],
    ['holds a fraction', 1.5],
    ['holds text', '2'],
  ])('asks every 5 s (spec 9 default) when the config %s', async (_, value) => {
    resultInterval = value;
    await open();
    expect(await callsWithin(4_999)).toBe(0);
    expect(await callsWithin(1)).toBe(1);
    expect(screen.getByText('付款完成后本页将自动更新（每5秒查询一次）')).toBeTruthy();
  });

  it('follows the config the start-up already loaded, without asking again', async () => {
    sessionStore.set(sysConfigAtom, { ...CONFIG, resultInterval: 3 });
    resultInterval = 7;
    await open();
    expect(await callsWithin(2_999)).toBe(0);
    expect(await callsWithin(1)).toBe(1);
  });
});
