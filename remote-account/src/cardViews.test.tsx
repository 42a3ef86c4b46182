import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, loadBaseInfo, sessionStore } from '@credit/shared';
import { setUpPage, stubServer, tearDownPage, type PageHarness, type StubServer } from '@credit/shared/testing';
import BankCardPage from './features/identity/pages/bankCard/BankCardPage';
import { useCardBinding } from './features/identity/api';
import UserNewPage from './features/settings/pages/userNew/UserNewPage';

/**
 * ADR 008: a mutation refreshes every view of what it changed, with no reload and no remount.
 * 我的 (settings, base info through useBaseInfo) and the bank-card page (identity, the bound-card
 * list) are on screen together; binding a card and opening the account must show in both. This test
 * spans two feature areas, so it lives beside layout.test.ts (a feature never imports another).
 */

interface Card { cardId: string; bankCode: string; bankName: string; cardNoMask: string; cardLast4: string; isDefault: 0 | 1 }
const card = (n: number): Card => ({ cardId: `c${n}`, bankCode: 'ICBC', bankName: '工商银行', cardNoMask: `${n}${n}${n}${n}`, cardLast4: `${n}${n}${n}${n}`, isDefault: n === 1 ? 1 : 0 });

/** The sandbox's state for one verified user: one bound card, account not opened. */
let state: { cards: Card[]; opened: boolean };
let server: StubServer;
let page: PageHarness;

/** The sandbox's answers for that user, from `state`; any other call fails the test. */
const routes = () => ({
  [API_PATHS.customer.info]: () => ({
    data: {
      mobile: '13800138000', name: '张三', certId: '110101199001011234', ucrealnamed: 'Y', bindCards: state.cards.length,
      userStatus: { openCardStatus: state.opened ? 1 : 0, bindCardStatus: state.cards.length > 0 ? 1 : 0, realNameStatus: 1 },
    },
  }),
  [API_PATHS.bindCard.selectall]: () => ({ data: { cards: state.cards } }),
  [API_PATHS.oneCard.info]: () => ({ data: { openCardStatus: state.opened ? 1 : 0, activeStatus: 0, tradePwdSet: 0, cardQuota: 0, cardNo: '', cardName: '' } }),
  [API_PATHS.bindCard.validateSupport]: { data: { supported: true, bankCode: 'ICBC', bankName: '工商银行' } },
  [API_PATHS.open.openCard]: () => {
    state = { cards: [...state.cards, card(2)], opened: true };
    return { data: { card: card(2), openCardStatus: 1, cardQuota: 0, activeStatus: 0 } };
  },
});

/** Runs the identity area's card binding that opens the account (bind a card and open), as the form does. */
function OpenCardButton() {
  const binding = useCardBinding();
  return (
    <button type="button" onClick={() => void binding.mutateAsync({ kind: 'open', bank: 'ICBC', cardNo: '6222020000000000002', mobile: '13800138000', code: '123456' })}>
      run openCard
    </button>
  );
}

beforeEach(async () => {
  state = { cards: [card(1)], opened: false };
  server = stubServer(routes(), ({ path }) => {
    throw new Error(`unexpected call ${path}`);
  });
  page = setUpPage(server);
  // The guard loads base info before a needBaseInfo page renders.
  await loadBaseInfo();
});

afterEach(tearDownPage);

describe('a card mutation refreshes every view of it (ADR 008)', () => {
  it('shows the new card in the list and 已开卡 in 我的, in the views already on screen', async () => {
    page.renderAt(
      '/bankCard',
      <Provider store={sessionStore}>
        <section aria-label="我的"><UserNewPage /></section>
        <section aria-label="银行卡"><BankCardPage /></section>
        <OpenCardButton />
      </Provider>,
    );
    const mine = within(screen.getByRole('region', { name: '我的' }));
    const cards = within(screen.getByRole('region', { name: '银行卡' }));
    const list = await cards.findByRole('list', { name: '已绑定的银行卡' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const openState = mine.getByTestId('mine-open-state');
    expect(openState.textContent).toBe('未开卡 ›');

    server.calls.length = 0;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'run openCard' })));

    // Both views show the server's new answer, in the same DOM (no remount, no reload).
    await waitFor(() => expect(openState.textContent).toBe('已开卡'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(openState.isConnected && list.isConnected).toBe(true);
    expect(cards.getByTestId('open-card-state').textContent).toBe('已开卡');
    // The card's bank checked, one call for the change, then one refetch of each view's query.
    expect(server.calls.map((c) => c.path).sort()).toEqual([API_PATHS.bindCard.selectall, API_PATHS.bindCard.validateSupport, API_PATHS.customer.info, API_PATHS.oneCard.info, API_PATHS.open.openCard].sort());
  });

  it('refreshes 我的 on its own: it observes base info, it does not just read what another view fetched', async () => {
    page.renderAt(
      '/userNew',
      <Provider store={sessionStore}>
        <UserNewPage />
        <OpenCardButton />
      </Provider>,
    );
    const openState = screen.getByTestId('mine-open-state');
    expect(openState.textContent).toBe('未开卡 ›');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'run openCard' })));
    await waitFor(() => expect(openState.textContent).toBe('已开卡'));
  });
});
