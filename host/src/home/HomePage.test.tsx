import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider } from 'jotai';
import { API_PATHS, BORROW_GATE_MESSAGES, DEFAULT_IDX_SKIN, sessionStore } from '@credit/shared';
import { delay, httpFailure, setUpPage, stubServer, tearDownPage, type PageHarness, type Reply, type StubCall } from '@credit/shared/testing';
import HomePage from './HomePage';

/** Issue 28 (ADR 040): the home's configured content, its defaults when a read fails, and the channel gates on 立即借钱. */

let page: PageHarness;
let fail: Set<string>;
let channel: 'open' | 'close';
let strobe: 'open' | 'close';
const toast = vi.fn();
const navigate = vi.fn();
const spring = { skinId: 'spring', heroStart: '#d4380d', heroEnd: '#ad2102', greeting: '新春快乐' };

/** A path answers 500 while `fail` holds it, else `reply`. */
const unlessFailing = (reply: () => Reply) => (req: StubCall) => (fail.has(req.path) ? httpFailure(500) : reply());
const server = () =>
  stubServer(
    {
      [API_PATHS.contentConfig.idxSkin]: unlessFailing(() => ({ data: spring })),
      [API_PATHS.contentConfig.imageConfig]: unlessFailing(() => ({ data: { images: { homeBanner: '/img/banner.png' } } })),
      [API_PATHS.contentConfig.getAdviertisement]: unlessFailing(() => ({ data: { list: [{ adId: 'AD01', title: '新人借款享免息', subtitle: '首借免息' }] } })),
      [API_PATHS.contentConfig.getChannelStatus]: unlessFailing(() => ({ data: { channel: 'h5', status: channel } })),
      [API_PATHS.contentConfig.getStrobeStatus]: unlessFailing(() => ({ data: { status: strobe } })),
    },
    unlessFailing(() => ({})),
  );

beforeEach(() => {
  fail = new Set();
  channel = 'open';
  strobe = 'open';
  toast.mockReset();
  navigate.mockReset();
  page = setUpPage(server(), { toast, navigate }, { loggedIn: false });
});
afterEach(tearDownPage);

const hero = () => screen.getByRole('region', { name: '借款额度' });

describe('HomePage configured content', () => {
  it('wears the served skin, shows the configured banner and the home advertisement (to its page)', async () => {
    page.renderAt('/', <HomePage />);
    await waitFor(() => expect(hero().getAttribute('data-skin')).toBe('spring'));
    expect(hero().style.background).toContain('linear-gradient');
    expect(screen.getByText('新春快乐')).toBeTruthy();
    expect((await screen.findByTestId('home-banner')).getAttribute('src')).toBe('/img/banner.png');
    fireEvent.click(await screen.findByTestId('home-ad-AD01'));
    expect(navigate.mock.calls.map((c) => c[0])).toEqual(['/adInfo?adId=AD01']);
  });

  it('keeps its defaults when the configuration cannot be read, with no toast', async () => {
    fail = new Set([API_PATHS.contentConfig.idxSkin, API_PATHS.contentConfig.imageConfig, API_PATHS.contentConfig.getAdviertisement]);
    page.renderAt('/', <HomePage />);
    expect(await screen.findByText('立即借钱')).toBeTruthy();
    await delay(20);
    expect(hero().getAttribute('data-skin')).toBe(DEFAULT_IDX_SKIN.skinId);
    expect(hero().style.background).toBe('');
    expect(screen.queryByTestId('home-banner')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('HomePage channel gates on 立即借钱', () => {
  it('goes on to the borrow flow while both gates are open (or cannot be read)', async () => {
    fail = new Set([API_PATHS.contentConfig.getStrobeStatus]);
    page.renderAt('/', <HomePage />);
    fireEvent.click(await screen.findByText('立即借钱'));
    await waitFor(() => expect(navigate.mock.calls.map((c) => c[0])).toEqual(['/newBorrowCash']));
  });

  it.each([
    ['channel', BORROW_GATE_MESSAGES.channelClosed],
    ['strobe', BORROW_GATE_MESSAGES.strobeClosed],
  ] as const)('a closed %s says why and goes nowhere', async (gate, message) => {
    if (gate === 'channel') channel = 'close';
    else strobe = 'close';
    page.renderAt('/', <HomePage />);
    fireEvent.click(await screen.findByText('立即借钱'));
    await waitFor(() => expect(toast.mock.calls.map((c) => c[0])).toEqual([message]));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('HomePage hero for a logged-in user', () => {
  const info = { mobile: '13800138000', ucrealnamed: 'Y', cardInfo: { cardQuota: 5_000_000, loanAmt: 3_200_000 } };

  it('shows no figure until their base info says it (never the guest\'s highest amount), then their available limit', async () => {
    tearDownPage();
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    page = setUpPage(stubServer({ [API_PATHS.customer.info]: { data: info, after: held } }, {}), { toast, navigate });
    // The host renders the home inside the session store, where the login is kept.
    page.renderAt('/', <Provider store={sessionStore}><HomePage /></Provider>);
    expect(await screen.findByTestId('home-amount-pending')).toBeTruthy();
    expect(hero().textContent).not.toMatch(/最高可借|200,000\.00/);
    answer();
    await waitFor(() => expect(hero().textContent).toContain('可用额度(元)'));
    expect(hero().textContent).toContain('32,000.00');
    expect(screen.queryByTestId('home-amount-pending')).toBeNull();
  });

  it('shows the guest hero when base info cannot be read (no placeholder left spinning)', async () => {
    tearDownPage();
    page = setUpPage(stubServer({ [API_PATHS.customer.info]: httpFailure(500) }, {}), { toast, navigate });
    page.renderAt('/', <Provider store={sessionStore}><HomePage /></Provider>);
    await waitFor(() => expect(hero().textContent).toContain('最高可借(元)'));
    expect(screen.queryByTestId('home-amount-pending')).toBeNull();
  });
});
