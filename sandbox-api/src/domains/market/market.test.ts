import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES, API_PATHS, MESSAGES, type ActivityInfoData, type CouponItemsData, type CouponListData, type CreateInvitationCodeData, type BannerListData, type InvitationsInfoData, type LetterDetailData, type LetterListData,
  type LuckDrawData, type MallEntryData, type MemberCardData, type PointsBalanceData, type PointsDetailsData, type PointsTasksData, type PopupConfigData,
  type RechargeOrderData, type RechargeProductsData, type RewardDetailsData, type SandboxBannerClicksData, type ShareData,
  type TransactionsData, type BillListData, type CashAvailableData, type EarlyQuoteData, type RepaymentData,
} from '@credit/shared/api';
import { daysBetween } from '@credit/shared/money';
import { DEMO_USER } from '../../seed';
import { moneyInvariants } from '../../test/invariants';
import { borrowedUser, DAY_MS, startTestServer, type TestServer } from '../../test/helpers';
import { INVITE_REWARD_FEN } from './content';
import { DEMO_FRIENDS, INVITE_MESSAGES } from './inviteRoutes';
import { MARKET_MESSAGES } from './routes';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ disburseDelayMs: 0 });
});
afterEach(() => s.close());

const login = async (mobile: string = DEMO_USER.mobile, password: string = DEMO_USER.password) =>
  (await s.post<{ token: string }>(API_PATHS.account.login, { mobile, password })).data!.token;
const json = async <T,>(path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await s.app.inject({ method: 'POST', url: path, payload: body as object, headers: { 'content-type': 'application/json', ...headers } });
  return res.json() as { status: number; message: string; data: T | null };
};

describe('discover and the pop-up', () => {
  it('a banner click is recorded, an unknown banner refused (the discover tab\'s parts: contentConfig.test.ts)', async () => {
    const id = (await s.post<BannerListData>(API_PATHS.contentConfig.bannerList)).data!.list[0]!.bannerId;
    expect((await s.post(API_PATHS.market.bannerClick, { bannerId: id })).status).toBe(1);
    expect((await s.post(API_PATHS.market.bannerClick, { bannerId: id }, { token: await login() })).status).toBe(1);
    expect(await s.post(API_PATHS.market.bannerClick, { bannerId: 'NOPE' })).toMatchObject({ status: 40403, message: MARKET_MESSAGES.bannerNotFound });
    const clicks = await s.app.inject({ method: 'GET', url: API_PATHS.sandbox.bannerClicks });
    expect((clicks.json() as { data: SandboxBannerClicksData }).data.clicks).toEqual({ [id]: 2 });
  });

  it('has no pop-up until one is configured', async () => {
    expect((await s.post<PopupConfigData>(API_PATHS.market.popupConfig)).data).toEqual({ popup: null });
    const popup = { popupId: 'P1', title: '双十一', content: '借款享免息', link: '/redRain', periodDays: 7 };
    expect((await json(API_PATHS.sandbox.settings, { popup })).status).toBe(1);
    expect((await s.post<PopupConfigData>(API_PATHS.market.popupConfig)).data).toEqual({ popup });
  });
});

describe('coupons and red packets', () => {
  it('queryCouponList: the demo user has coupons in each state; each list holds only its state and the counts add up', async () => {
    const token = await login();
    const lists = await Promise.all((['effective', 'used', 'expired'] as const).map((state) => s.post<CouponListData>(API_PATHS.market.couponList, { state }, { token })));
    const [effective, used, expired] = lists.map((l) => l.data!);
    expect(effective!.list.every((c) => c.state === 'effective')).toBe(true);
    expect(used!.list.map((c) => c.title)).toEqual(['还款立减券']);
    expect(expired!.list.map((c) => c.title)).toEqual(['夏日免息券']);
    // Coupons only (issue 28): the red packets are redEnvelopeList's and invalidation's.
    expect(new Set(lists.flatMap((l) => l.data!.list.map((c) => c.kind)))).toEqual(new Set(['coupon']));
    expect(effective!.counts).toEqual({ effective: effective!.list.length, used: 1, expired: 1 });
  });

  it('redEnvelopeList effective: the red packets one may use; invalidation: the used and expired of both kinds', async () => {
    const token = await login();
    const red = (await s.post<CouponItemsData>(API_PATHS.coupons.redEnvelopeEffective, {}, { token })).data!.list;
    expect(red.length).toBeGreaterThan(0);
    expect(red.every((c) => c.kind === 'redPacket' && c.state === 'effective')).toBe(true);
    const invalid = (await s.post<CouponItemsData>(API_PATHS.coupons.invalidation, {}, { token })).data!.list;
    expect(invalid.map((c) => [c.title, c.state]).sort()).toEqual([['夏日免息券', 'expired'], ['过期借款红包', 'expired'], ['还款立减券', 'used']].sort());
    expect((await s.post(API_PATHS.coupons.invalidation)).status).toBe(1008);
    expect((await s.post(API_PATHS.coupons.redEnvelopeEffective)).status).toBe(1008);
  });

  it('redPacket lists: every red packet with its state; redPacket used: the ones spent on a loan', async () => {
    const u = await s.register();
    for (const amountFen of ['1000', '2000']) expect((await s.hook(API_PATHS.sandbox.redPacket, { mobile: u.mobile, amountFen, limitFen: '100000' })).status).toBe(1);
    const lists = async () => (await s.post<CouponItemsData>(API_PATHS.coupons.redPacketLists, {}, { token: u.token })).data!.list;
    const used = async () => (await s.post<CouponItemsData>(API_PATHS.coupons.redPacketUsed, {}, { token: u.token })).data!.list;
    expect((await lists()).map((c) => [c.kind, c.amountFen, c.state]).sort()).toEqual([['redPacket', 1000, 'effective'], ['redPacket', 2000, 'effective']]);
    expect(await used()).toEqual([]);
    // Spent on a loan (the loan's own path is the loan domain's: offers.test.ts).
    const db = new Database(s.dbPath);
    db.prepare('UPDATE red_packets SET used_order_id = 1 WHERE amount_fen = 2000 AND user_id = (SELECT id FROM users WHERE mobile = ?)').run(u.mobile);
    db.close();
    expect((await used()).map((c) => [c.amountFen, c.state])).toEqual([[2000, 'used']]);
    expect((await lists()).map((c) => [c.amountFen, c.state]).sort()).toEqual([[1000, 'effective'], [2000, 'used']]);
    // A guest is asked to log in.
    expect((await s.post(API_PATHS.coupons.redPacketLists)).status).toBe(1008);
    expect((await s.post(API_PATHS.coupons.redPacketUsed)).status).toBe(1008);
  });

  it('a coupon expires when its day has passed', async () => {
    const u = await s.register();
    let token = u.token;
    const state = async (st: 'effective' | 'expired') => (await s.post<CouponListData>(API_PATHS.market.couponList, { state: st }, { token })).data!.list.map((c) => c.title);
    expect(await state('effective')).toEqual(['新人息费减免券']);
    s.tick(31 * DAY_MS);
    token = await login(u.mobile, u.password);
    expect(await state('effective')).toEqual([]);
    expect(await state('expired')).toEqual(['新人息费减免券']);
  });

  it('refuses a state it does not know and a guest', async () => {
    expect((await s.post(API_PATHS.market.couponList, { state: 'all' }, { token: await login() })).status).toBe(1004);
    expect((await s.post(API_PATHS.market.couponList, { state: 'used' })).status).toBe(1008);
  });
});

describe('internal letters', () => {
  it('a new user has two unread letters; reading one marks it, read-all marks the rest; another user cannot read them', async () => {
    const u = await s.register();
    const list = async (token = u.token) => (await s.post<LetterListData>(API_PATHS.market.letterList, {}, { token })).data!;
    const first = await list();
    expect(first.unread).toBe(2);
    const id = first.list[0]!.letterId;
    const other = await s.register();
    expect(await s.post(API_PATHS.market.letterDetail, { letterId: id }, { token: other.token })).toMatchObject({ status: 40403, message: MARKET_MESSAGES.letterNotFound });
    const detail = (await s.post<LetterDetailData>(API_PATHS.market.letterDetail, { letterId: id }, { token: u.token })).data!;
    expect(detail.letter).toMatchObject({ letterId: id, read: true });
    expect(detail.letter.content.length).toBeGreaterThan(detail.letter.summary.length - 1);
    expect((await list()).unread).toBe(1);
    expect((await s.post(API_PATHS.market.letterReadAll, {}, { token: u.token })).data).toEqual({ unread: 0 });
    expect((await list()).list.every((l) => l.read)).toBe(true);
    // Welcome letters are given once.
    expect((await list()).list).toHaveLength(2);
  });
});

describe('invitation and rewards', () => {
  it('a user without an opened account is not qualified: no code, and sharing or a code answers the spec message', async () => {
    const u = await s.register();
    expect((await s.post<InvitationsInfoData>(API_PATHS.withdrawCash.invitationsInfo, {}, { token: u.token })).data).toMatchObject({ qualified: false, friends: [] });
    expect(await s.post(API_PATHS.withdrawCash.createInvitationCode, {}, { token: u.token })).toMatchObject({ status: 40403, message: MESSAGES.invitationNotOpen });
    expect(await s.post(API_PATHS.market.share, { code: 'invite' }, { token: u.token })).toMatchObject({ status: 40403, message: INVITE_MESSAGES.notQualified });
  });

  it('the demo user\'s invitation adds up: three friends, one reward vested, one pending, one not borrowed', async () => {
    const demo = await login();
    const info = (await s.post<InvitationsInfoData>(API_PATHS.withdrawCash.invitationsInfo, {}, { token: demo })).data!;
    expect((await s.post<CreateInvitationCodeData>(API_PATHS.withdrawCash.createInvitationCode, {}, { token: demo })).data!.inviteCode).toBe('100000');
    expect(info.friends.map((f) => [f.mobile, f.borrowed, f.rewardFen, f.rewardStatus])).toEqual([
      ['135****0003', true, 0, 'pending'],
      ['135****0002', false, 0, 'none'],
      ['135****0001', true, INVITE_REWARD_FEN, 'vested'],
    ]);
    expect(info.earnedFen).toBe(info.friends.reduce((sum, f) => sum + f.rewardFen, 0));
    expect(info.pendingFen).toBe(INVITE_REWARD_FEN);
    // Only the vested one is in the reward details (the balance of 36.80 includes it).
    const details = (await s.post<RewardDetailsData>(API_PATHS.market.rewardDetails, {}, { token: demo })).data!;
    expect(details.list.filter((r) => r.title === '邀请好友奖励')).toHaveLength(1);
    // Nobody logs in as a friend: not even with the demo's password.
    expect((await s.post(API_PATHS.account.login, { mobile: DEMO_FRIENDS[0].mobile, password: DEMO_USER.password })).status).not.toBe(1);
  });

  /** The friend's loan through the real API, paid out (a read of the friend's money pays it out). */
  const friendBorrows = async (friend: { token: string; mobile: string; cardId: string }, loanAmt: string): Promise<string> => {
    const applied = await s.post<{ order: { orderNo: string } }>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt, period: '3', purposeCode: 'P01', cardId: friend.cardId }, { token: friend.token });
    const { orderNo } = applied.data!.order;
    await s.post(API_PATHS.signing.apply, { orderNo }, { token: friend.token });
    await s.post(API_PATHS.signing.confirm, { orderNo, code: await s.smsCode(friend.mobile) }, { token: friend.token });
    const submitted = await s.post(API_PATHS.loanorder.submit, { orderNo, payTicket: await s.payTicket(friend.token, { payFor: 'loanSubmit', subject: orderNo }) }, { token: friend.token, headers: { 'Idempotency-Key': `borrow-${orderNo}` } });
    expect(submitted.status).toBe(1);
    await s.post(API_PATHS.loanorder.records, {}, { token: friend.token });
    return orderNo;
  };
  /** The inviter's view: invitation, reward details, withdrawable balance. */
  const inviterView = async (token: string) => ({
    info: (await s.post<InvitationsInfoData>(API_PATHS.withdrawCash.invitationsInfo, {}, { token })).data!,
    rewardsFen: (await s.post<RewardDetailsData>(API_PATHS.market.rewardDetails, {}, { token })).data!.totalFen,
    balanceFen: (await s.post<CashAvailableData>(API_PATHS.withdrawCash.cashAvailable, {}, { token })).data!.totalMoney,
  });

  it('a friend registered with the code is listed; the friend\'s first loan makes one pending reward, which vests when an instalment is repaid on time', async () => {
    const inviter = await borrowedUser(s);
    const info = async () => (await s.post<InvitationsInfoData>(API_PATHS.withdrawCash.invitationsInfo, {}, { token: inviter.token })).data!;
    const { inviteCode } = (await s.post<CreateInvitationCodeData>(API_PATHS.withdrawCash.createInvitationCode, {}, { token: inviter.token })).data!;
    expect(inviteCode).toMatch(/^\d{6}$/);
    const share = (await s.post<ShareData>(API_PATHS.market.share, { code: 'invite' }, { token: inviter.token })).data!;
    expect(share.link).toContain(`/#/landingRegister?inviteCode=${inviteCode}`);

    // The friend registers with the code (listed, nothing earned yet), then borrows twice: one reward, pending.
    const friend = await s.borrower(inviteCode);
    expect((await info()).friends).toEqual([
      expect.objectContaining({ mobile: `${friend.mobile.slice(0, 3)}****${friend.mobile.slice(-4)}`, borrowed: false, rewardFen: 0, rewardStatus: 'none' }),
    ]);
    const before = await inviterView(inviter.token);
    const first = await friendBorrows(friend, '100000');
    await friendBorrows(friend, '100000');
    const pending = await inviterView(inviter.token);
    expect(pending.info.friends[0]).toMatchObject({ borrowed: true, rewardFen: 0, rewardStatus: 'pending' });
    expect(pending.info).toMatchObject({ earnedFen: 0, pendingFen: INVITE_REWARD_FEN });
    expect([pending.rewardsFen, pending.balanceFen]).toEqual([before.rewardsFen, before.balanceFen]);

    // Period 1 repaid in full ahead of its due day: still pending until that day comes, then credited once.
    const bills = (await s.post<BillListData>(API_PATHS.bill.list, { orderNo: first }, { token: friend.token })).data!.bills;
    const today = (await s.post<EarlyQuoteData>(API_PATHS.repayment.repaymentInterest, { orderNo: first }, { token: friend.token })).data!.day;
    const paid = await s.post<RepaymentData>(API_PATHS.applyPay.repay, { orderNo: first, periods: '1', payTicket: await s.payTicket(friend.token, { payFor: 'activeRepay', subject: first }) }, {
      token: friend.token, headers: { 'Idempotency-Key': `repay-${first}` },
    });
    expect(paid.data!.status).toBe('success');
    expect((await inviterView(inviter.token)).info.friends[0]!.rewardStatus).toBe('pending');
    expect((await s.hook(API_PATHS.sandbox.clock, { days: String(daysBetween(today, bills.find((b) => b.period === 1)!.dueDay)) })).status).toBe(1);
    const vested = await inviterView(inviter.token);
    expect(vested.info.friends[0]).toMatchObject({ borrowed: true, rewardFen: INVITE_REWARD_FEN, rewardStatus: 'vested' });
    expect(vested.info).toMatchObject({ earnedFen: INVITE_REWARD_FEN, pendingFen: 0 });
    expect([vested.rewardsFen, vested.balanceFen]).toEqual([before.rewardsFen + INVITE_REWARD_FEN, before.balanceFen + INVITE_REWARD_FEN]);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('self-referral does not pay: borrow 500, settle the same day for 2.50, and the 20 yuan never becomes withdrawable', async () => {
    const inviter = await s.borrower();
    const { inviteCode } = (await s.post<CreateInvitationCodeData>(API_PATHS.withdrawCash.createInvitationCode, {}, { token: inviter.token })).data!;
    const friend = await s.borrower(inviteCode);
    const orderNo = await friendBorrows(friend, '50000');
    const q = (await s.post<EarlyQuoteData>(API_PATHS.repayment.repaymentInterest, { orderNo }, { token: friend.token })).data!;
    expect(q.totalFen - 50_000).toBe(250);
    const settled = await s.post<RepaymentData>(API_PATHS.loanorder.repay, { orderNo, totalFen: String(q.totalFen), payTicket: await s.payTicket(friend.token, { payFor: 'earlyRepay', subject: orderNo, amountFen: q.totalFen }) }, {
      token: friend.token, headers: { 'Idempotency-Key': `settle-${orderNo}` },
    });
    expect(settled.data!.status).toBe('success');

    const now = await inviterView(inviter.token);
    expect(now.info.friends[0]).toMatchObject({ borrowed: true, rewardFen: 0, rewardStatus: 'pending' });
    expect(now.balanceFen).toBe(0);
    const withdraw = await s.post(API_PATHS.withdrawCash.withdraw, { amountFen: '2000', payTicket: await s.payTicket(inviter.token, { payFor: 'withdraw', subject: '', amountFen: 2000 }) }, {
      token: inviter.token, headers: { 'Idempotency-Key': 'self-referral-withdraw' },
    });
    expect(withdraw).toMatchObject({ status: 40403, message: MESSAGES.withdrawBelowThreshold });
    // The settled loan's periods fall due later: settled early, none of them was an instalment repaid on time.
    expect((await s.hook(API_PATHS.sandbox.clock, { days: '100' })).status).toBe(1);
    const later = await inviterView(inviter.token);
    expect(later.info.friends[0]!.rewardStatus).toBe('pending');
    expect(later.balanceFen).toBe(0);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });
});

describe('activities', () => {
  it('a draw grants the prize coupon once; the second is refused', async () => {
    const u = await s.register();
    const info = async () => (await s.post<ActivityInfoData>(API_PATHS.market.activityInfo, { code: 'welcomeNew' }, { token: u.token })).data!;
    expect(await info()).toMatchObject({ canDraw: true, prize: null, audience: 'new' });
    const drawn = await s.post<LuckDrawData>(API_PATHS.market.luckDraw, { code: 'welcomeNew' }, { token: u.token });
    expect(drawn.data!.prize).toEqual({ title: '新人免息券', amountFen: 1_500 });
    expect(await info()).toMatchObject({ canDraw: false, prize: { title: '新人免息券' } });
    expect(await s.post(API_PATHS.market.luckDraw, { code: 'welcomeNew' }, { token: u.token })).toMatchObject({ status: 40403, message: INVITE_MESSAGES.drawnAlready });
    const coupons = (await s.post<CouponListData>(API_PATHS.market.couponList, { state: 'effective' }, { token: u.token })).data!.list;
    expect(coupons.map((c) => c.title)).toContain('新人免息券');
  });

  it('keeps each activity to its audience, and a guest reads the rules without a draw', async () => {
    const newUser = await s.register();
    expect(await s.post(API_PATHS.market.luckDraw, { code: 'aug_old_user' }, { token: newUser.token })).toMatchObject({ status: 40403, message: INVITE_MESSAGES.notForNewUsers });
    const demo = await login();
    expect(await s.post(API_PATHS.market.luckDraw, { code: 'welcomeNew' }, { token: demo })).toMatchObject({ status: 40403, message: INVITE_MESSAGES.notForOldUsers });
    expect((await s.post<LuckDrawData>(API_PATHS.market.luckDraw, { code: 'aug_old_user' }, { token: demo })).data!.prize.amountFen).toBe(2_000);
    const guest = (await s.post<ActivityInfoData>(API_PATHS.market.activityInfo, { code: 'redRain' })).data!;
    expect(guest.rules.length).toBeGreaterThan(0);
    expect(guest.canDraw).toBe(false);
    expect((await s.post(API_PATHS.market.luckDraw, { code: 'redRain' })).status).toBe(1008);
  });
});

describe('membership, points and the mall', () => {
  it('points balance needs channel and uuid; details and tasks read the same ledger', async () => {
    const token = await login();
    expect((await s.post(API_PATHS.points.balance, {}, { token })).status).toBe(1001);
    const balance = (await s.post<PointsBalanceData>(API_PATHS.points.balance, { channel: 'H5', uuid: 'u-1' }, { token })).data!;
    const details = (await s.post<PointsDetailsData>(API_PATHS.points.details, {}, { token })).data!.list;
    expect(balance.points).toBe(details.reduce((n, e) => n + e.points, 0));
    expect(balance.points).toBe(60);
    // Newest first, by when each entry happened (the demo's welcome points were given after its older history was seeded).
    const times = details.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const member = (await s.post<MemberCardData>(API_PATHS.market.memberCard, {}, { token })).data!;
    expect(member.level).toBeGreaterThanOrEqual(1);
    expect(member.benefits.length).toBeGreaterThan(0);
  });

  it('subscribing to reminders earns the task points once', async () => {
    const u = await s.register();
    const points = async () => (await s.post<PointsBalanceData>(API_PATHS.points.balance, { channel: 'H5', uuid: 'u' }, { token: u.token })).data!.points;
    expect(await points()).toBe(100);
    await s.post(API_PATHS.points.wxSubscribeMsg, {}, { token: u.token });
    await s.post(API_PATHS.points.wxSubscribeMsg, {}, { token: u.token });
    expect(await points()).toBe(120);
    const tasks = (await s.post<PointsTasksData>(API_PATHS.points.taskQuery, {}, { token: u.token })).data!.tasks;
    expect(tasks.find((t) => t.taskId === 'T03')!.done).toBe(true);
  });

  it('the mall spends points and returns to the allowed callBackUrl with the result; short points are refused', async () => {
    const u = await s.register();
    const entry = (await s.post<MallEntryData>(API_PATHS.points.consumerCommon, {}, { token: u.token })).data!;
    expect(entry.mallUrl).toBe(API_PATHS.points.mall);
    const page = await s.app.inject({ method: 'GET', url: `${API_PATHS.points.mall}?code=${entry.code}` });
    expect(page.body).toContain('100');
    expect(page.body).not.toContain(u.token);
    const back = 'http://localhost:8080/#/handleThirdParty?from=pointsMall';
    const exchange = (itemId: string) =>
      s.app.inject({ method: 'POST', url: API_PATHS.points.confirmCommon, payload: { token: u.token, itemId, callBackUrl: back }, headers: { 'content-type': 'application/json' } });
    const done = await exchange('G01');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://localhost:8080/#/handleThirdParty?from=pointsMall&result=success&itemId=G01');
    const short = await exchange('G01');
    expect(short.headers.location).toContain('result=short');
    const balance = (await s.post<PointsBalanceData>(API_PATHS.points.balance, { channel: 'H5', uuid: 'u' }, { token: u.token })).data!.points;
    expect(balance).toBe(0);
    // Not an allowed origin: no redirect.
    const foreign = await s.app.inject({ method: 'POST', url: API_PATHS.points.confirmCommon, payload: { token: u.token, itemId: 'G01', callBackUrl: 'https://evil.example/' }, headers: { 'content-type': 'application/json' } });
    expect(foreign.statusCode).toBe(200);
  });

  it('the mall opens with a one-time code, never a session token in its URL; its forms carry a code of their own (ADR 024)', async () => {
    const u = await s.register();
    const mall = (query: string) => s.app.inject({ method: 'GET', url: `${API_PATHS.points.mall}?${query}` });
    expect((await mall(`token=${u.token}`)).body).toContain(ACCOUNT_MESSAGES[1008]);
    const { code } = (await s.post<MallEntryData>(API_PATHS.points.consumerCommon, {}, { token: u.token })).data!;
    expect(code).not.toBe(u.token);
    const page = await mall(`code=${code}`);
    expect(page.body).toContain('data-testid="mall-balance">100<');
    expect((await mall(`code=${code}`)).body).toContain(ACCOUNT_MESSAGES[1008]);
    const formCode = /name="code" value="([^"]+)"/.exec(page.body)![1]!;
    const exchange = () => s.app.inject({ method: 'POST', url: API_PATHS.points.confirmCommon, payload: { code: formCode, itemId: 'G01' }, headers: { 'content-type': 'application/json' } });
    expect((await exchange()).body).toContain('兑换成功');
    expect((await exchange()).body).toContain(ACCOUNT_MESSAGES[1008]);
    const late = (await s.post<MallEntryData>(API_PATHS.points.consumerCommon, {}, { token: u.token })).data!.code;
    s.tick(61_000);
    expect((await mall(`code=${late}`)).body).toContain(ACCOUNT_MESSAGES[1008]);
  });
});

describe('mobile top-up', () => {
  it('needs an Idempotency-Key and a pay ticket; a replay pays once', async () => {
    const u = await s.borrower();
    const products = (await s.post<RechargeProductsData>(API_PATHS.market.rechargeProducts, {}, { token: u.token })).data!;
    expect(products.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const productId = products.products[0]!.productId;
    const payTicket = await s.payTicket(u.token, { payFor: 'recharge', subject: productId });
    expect((await s.post(API_PATHS.market.rechargeOrder, { productId, payTicket }, { token: u.token })).status).toBe(1001);
    const headers = { 'Idempotency-Key': 'recharge-test-0001' };
    const first = await s.post<RechargeOrderData>(API_PATHS.market.rechargeOrder, { productId, payTicket }, { token: u.token, headers });
    const again = await s.post<RechargeOrderData>(API_PATHS.market.rechargeOrder, { productId, payTicket }, { token: u.token, headers });
    expect(first.data!.record.status).toBe('success');
    expect(again.data!.record.rechargeNo).toBe(first.data!.record.rechargeNo);
    expect((await s.post<RechargeProductsData>(API_PATHS.market.rechargeProducts, {}, { token: u.token })).data!.records).toHaveLength(1);
    // The card was charged the price: one ledger row, shown on the 交易记录 page.
    const ledger = (await s.post<TransactionsData>(API_PATHS.account.transactions, {}, { token: u.token })).data!.list.filter((t) => t.kind === 'topUp');
    expect(ledger).toEqual([expect.objectContaining({ direction: 'out', amountFen: products.products[0]!.priceFen, title: '手机充值30.00元', status: 'success' })]);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('a refused card still leaves the attempt in the ledger, failed', async () => {
    const u = await s.borrower();
    await s.app.inject({ method: 'POST', url: API_PATHS.sandbox.channel, payload: { channel: 'bankCard', mode: 'fail' } });
    try {
      const headers = { 'Idempotency-Key': 'recharge-test-0002' };
      const r = await s.post<RechargeOrderData>(API_PATHS.market.rechargeOrder, { productId: 'R050', payTicket: await s.payTicket(u.token, { payFor: 'recharge', subject: 'R050' }) }, { token: u.token, headers });
      expect(r.data!.record.status).toBe('failed');
    } finally {
      await s.app.inject({ method: 'POST', url: API_PATHS.sandbox.channel, payload: { channel: 'bankCard', mode: 'ok' } });
    }
    const ledger = (await s.post<TransactionsData>(API_PATHS.account.transactions, {}, { token: u.token })).data!.list;
    expect(ledger).toEqual([expect.objectContaining({ kind: 'topUp', amountFen: 4_980, status: 'failed' })]);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });
});
