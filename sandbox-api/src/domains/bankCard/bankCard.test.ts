import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@credit/shared/api';
import {
  API_PATHS, type BindCardData, type DicdataByTypeData, type SelectAllCardsData, type SelectCardData,
} from '@credit/shared/api';
import { DEMO_USER } from '../../seed';
import { SERVER_MESSAGES } from '../../lib/errors';
import { SAME_RESERVED_MOBILE } from './routes';
import { nextMobile, startTestServer, type TestServer } from '../../test/helpers';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ creditLimitFen: 3_000_000 });
});
afterEach(() => s.close());

let cardSeq = 0;
const nextCard = (bin = '622202', length = 19) => bin + String(Date.now() % 1e6 + ++cardSeq * 7).padStart(length - bin.length, '0');

async function bind(token: string, cardNo = nextCard(), mobile = nextMobile(), path: string = API_PATHS.open.bindCard, extra: Record<string, string> = {}) {
  const code = await s.sendSms(mobile, 'bindCard', token);
  return s.post<BindCardData>(path, { cardNo, mobile, code, ...extra }, { token });
}

describe('dictionaries and banks', () => {
  it('dicdata byType bank: the banks are the children of the first item', async () => {
    const res = await s.post<DicdataByTypeData>(API_PATHS.dicdata.byType, { type: 'bank' });
    expect(res.data![0]!.type).toBe('bank');
    expect(res.data![0]!.children).toContainEqual(expect.objectContaining({ code: 'ICBC', name: '工商银行' }));
    const edu = await s.post<DicdataByTypeData>(API_PATHS.dicdata.byType, { type: 'education' });
    expect(edu.data![0]!.children).toContainEqual({ code: 'B0305', name: '本科' });
    expect((await s.post(API_PATHS.dicdata.byType, { type: 'nope' })).status).toBe(1004);
  });

  it('supportcardList and validateSupport by BIN', async () => {
    const list = await s.post<{ banks: { code: string }[] }>(API_PATHS.bindCard.supportcardList);
    expect(list.data!.banks.map((b) => b.code)).not.toContain('SPDB');
    expect(await s.post(API_PATHS.bindCard.validateSupport, { cardNo: '6222 0202 0011 2233 445' })).toMatchObject({ data: { supported: true, bankCode: 'ICBC' } });
    expect(await s.post(API_PATHS.bindCard.validateSupport, { cardNo: nextCard('622521') })).toMatchObject({ data: { supported: false, bankCode: 'SPDB' } });
    expect(await s.post(API_PATHS.bindCard.validateSupport, { cardNo: nextCard('999999') })).toMatchObject({ data: { supported: false, bankCode: '' } });
  });

  it('card numbers are 16 to 21 digits', async () => {
    for (const [cardNo, status] of [[nextCard('622202', 15), 1004], [nextCard('622202', 16), 1], [nextCard('622202', 21), 1], [nextCard('622202', 22), 1004], ['62220202001122a3', 1004]] as const) {
      expect((await s.post(API_PATHS.bindCard.validateSupport, { cardNo })).status).toBe(status);
    }
  });
});

describe('binding', () => {
  it('needs a verified user (1000)', async () => {
    const { token } = await s.register();
    expect(await bind(token)).toMatchObject({ status: 1000, message: ACCOUNT_MESSAGES[1000] });
  });

  it('binds with the reserved mobile confirmed by SMS; select, selectall, whetherBind, bindcardstatus follow', async () => {
    const u = await s.verifiedUser();
    expect(await s.post(API_PATHS.bindCard.whetherBind, {}, { token: u.token })).toMatchObject({ data: { bound: false, count: 0 } });
    expect(await s.post<SelectCardData>(API_PATHS.bindCard.select, {}, { token: u.token })).toMatchObject({ data: { card: null } });
    const cardNo = nextCard();
    const res = await bind(u.token, cardNo);
    expect(res).toMatchObject({ status: 1, data: { card: { bankCode: 'ICBC', isDefault: 1, cardLast4: cardNo.slice(-4) } } });
    expect(JSON.stringify(res)).not.toContain(cardNo);
    await bind(u.token, nextCard('621700'));
    const all = await s.post<SelectAllCardsData>(API_PATHS.bindCard.selectall, {}, { token: u.token });
    expect(all.data!.cards.map((c) => c.bankCode)).toEqual(['ICBC', 'CCB']);
    expect(await s.post(API_PATHS.bindCard.whetherBind, {}, { token: u.token })).toMatchObject({ data: { bound: true, count: 2 } });
    expect(await s.post(API_PATHS.bindCard.bindcardstatus, {}, { token: u.token })).toMatchObject({ data: { bindCardStatus: 1 } });
    expect(await s.post<SelectCardData>(API_PATHS.bindCard.select, {}, { token: u.token })).toMatchObject({ data: { card: { bankCode: 'ICBC' } } });
  });

  it('refuses unsupported banks, cards bound elsewhere, another reserved mobile and a wrong code', async () => {
    const u = await s.verifiedUser();
    expect(await bind(u.token, nextCard('622521'))).toMatchObject({ status: 40403, message: SERVER_MESSAGES.cardUnsupported });
    expect(await bind(u.token, DEMO_USER.cardNo)).toMatchObject({ status: 40403, message: '该银行卡已被其他账户绑定，请更换其他银行卡' });
    const cardNo = nextCard();
    const mobile = nextMobile();
    expect((await bind(u.token, cardNo, mobile)).status).toBe(1);
    const card = (await s.post<SelectCardData>(API_PATHS.bindCard.select, {}, { token: u.token })).data!.card!;
    expect((await s.post(API_PATHS.open.cancelBindCard, { cardId: card.cardId }, { token: u.token })).status).toBe(1);
    // the bank remembers the reserved mobile of the card
    expect((await bind(u.token, cardNo, nextMobile())).message).toBe(SERVER_MESSAGES.reservedMobileMismatch);
    await s.sendSms(mobile, 'bindCard', u.token);
    expect((await s.post(API_PATHS.open.bindCard, { cardNo, mobile, code: '000000' }, { token: u.token })).status).toBe(2018);
  });

  it('the user\'s own bound card again is answered as bound (the flow goes on), not bound twice', async () => {
    const u = await s.verifiedUser();
    const cardNo = nextCard();
    const mobile = nextMobile();
    const first = await bind(u.token, cardNo, mobile);
    const again = await bind(u.token, cardNo, mobile);
    expect(again).toMatchObject({ status: 1, data: { card: { cardId: first.data!.card.cardId } } });
    expect((await s.post<SelectAllCardsData>(API_PATHS.bindCard.selectall, {}, { token: u.token })).data!.cards).toHaveLength(1);
  });

  it('openCard binds and opens: openCardStatus 1, the configured limit, activeStatus 0', async () => {
    const u = await s.verifiedUser();
    const res = await bind(u.token, nextCard(), nextMobile(), API_PATHS.open.openCard);
    expect(res).toMatchObject({ status: 1, data: { openCardStatus: 1, cardQuota: 3_000_000, activeStatus: 0 } });
    expect(await s.post(API_PATHS.customer.cardInfo, {}, { token: u.token })).toMatchObject({ data: { cardStatus: 1, cardQuota: 3_000_000, quotaStatus: 1, loanAmt: 0 } });
    expect(res.data!.card.isDefault).toBe(1);
  });

  it('changeBindCard replaces the old card and keeps it the default', async () => {
    const u = await s.verifiedUser();
    await bind(u.token);
    const old = (await s.post<SelectCardData>(API_PATHS.bindCard.select, {}, { token: u.token })).data!.card!;
    expect((await bind(u.token, nextCard('622848'), nextMobile(), API_PATHS.open.changeBindCard, { oldCardId: '99999' })).status).toBe(40403);
    const res = await bind(u.token, nextCard('622848'), nextMobile(), API_PATHS.open.changeBindCard, { oldCardId: old.cardId });
    expect(res).toMatchObject({ status: 1, data: { card: { bankCode: 'ABC', isDefault: 1 } } });
    const all = await s.post<SelectAllCardsData>(API_PATHS.bindCard.selectall, {}, { token: u.token });
    expect(all.data!.cards.map((c) => c.bankCode)).toEqual(['ABC']);
  });

  it('cancelBindCard needs the deal password once set, and keeps the last card while a loan is outstanding', async () => {
    const login = await s.post<{ token: string }>(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password });
    const token = login.data!.token;
    const card = (await s.post<SelectCardData>(API_PATHS.bindCard.select, {}, { token })).data!.card!;
    expect((await s.post(API_PATHS.open.cancelBindCard, { cardId: card.cardId }, { token })).status).toBe(1001);
    expect((await s.post(API_PATHS.open.cancelBindCard, { cardId: card.cardId, tradePassword: 'Wrong123' }, { token })).status).toBe(2006);
    // The demo user's seeded loans are being repaid.
    expect((await s.post(API_PATHS.open.cancelBindCard, { cardId: card.cardId, tradePassword: DEMO_USER.tradePassword }, { token })).status).toBe(40403);
  });

  it('changeAccountMobile: a bound card\'s reserved mobile changed by a code to the new one (and the deal password once set); the bank knows the card by it from then on', async () => {
    const u = await s.verifiedUser();
    const cardNo = nextCard();
    const first = nextMobile();
    const card = (await bind(u.token, cardNo, first)).data!.card;
    const next = nextMobile();
    expect(await s.post(API_PATHS.open.changeAccountMobile, { cardId: card.cardId, mobile: first, code: await s.sendSms(first, 'bindCard', u.token) }, { token: u.token }))
      .toMatchObject({ status: 40403, message: SAME_RESERVED_MOBILE });
    expect((await s.post(API_PATHS.open.changeAccountMobile, { cardId: card.cardId, mobile: next, code: '000000' }, { token: u.token })).status).not.toBe(1);
    const changed = await s.post<BindCardData>(API_PATHS.open.changeAccountMobile, { cardId: card.cardId, mobile: next, code: await s.sendSms(next, 'bindCard', u.token) }, { token: u.token });
    expect(changed.data!.card).toMatchObject({ cardId: card.cardId, reservedMobileMask: `${next.slice(0, 3)}****${next.slice(-4)}` });
    // Unbound and bound again: the bank asks for the new reserved mobile, not the first one.
    expect((await s.post(API_PATHS.open.cancelBindCard, { cardId: card.cardId }, { token: u.token })).status).toBe(1);
    expect(await bind(u.token, cardNo, first)).toMatchObject({ status: 40403, message: SERVER_MESSAGES.reservedMobileMismatch });
    expect((await bind(u.token, cardNo, next)).status).toBe(1);
  });

  it('changeAccountMobile asks for the deal password once one is set', async () => {
    const login = await s.post<{ token: string }>(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password });
    const token = login.data!.token;
    const card = (await s.post<SelectCardData>(API_PATHS.bindCard.select, {}, { token })).data!.card!;
    const mobile = nextMobile();
    expect((await s.post(API_PATHS.open.changeAccountMobile, { cardId: card.cardId, mobile, code: await s.sendSms(mobile, 'bindCard', token) }, { token })).status).toBe(1001);
    expect((await s.post(API_PATHS.open.changeAccountMobile, { cardId: card.cardId, mobile, code: await s.smsCode(mobile), tradePassword: 'Wrong123' }, { token })).status).toBe(2006);
    expect((await s.post(API_PATHS.open.changeAccountMobile, { cardId: card.cardId, mobile, code: await s.smsCode(mobile), tradePassword: DEMO_USER.tradePassword }, { token })).status).toBe(1);
  });
});
