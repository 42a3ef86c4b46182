import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS, FEEDBACK_MAX_CHARS, type ActivityListData, type AnnouncementListData, type AuthorizationInfoData, type BannerListData, type CanWithdrawData,
  type CardV3Data, type CrmGroupCheckData, type DuibaAccessData, type FishcardExchangeData, type GetAdviertisementData, type GetAdviertisementInfoData, type IdxSkinData,
  type ImageConfigData, type MallEntryData, type MemberCardData, type SysInfoData, type TabAdListData,
} from '@credit/shared/api';
import { borrowedUser, DAY_MS, startTestServer, type TestServer } from '../../test/helpers';
import { CONTENT_CONFIG_MESSAGES, FEEDBACK_PER_USER_PER_DAY } from './routes';
import { CRM_CAMPAIGN } from './data';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ disburseDelayMs: 0 });
});
afterEach(() => s.close());

const config = (body: Record<string, unknown>) => s.hook(API_PATHS.contentConfig.sandboxConfig, body);
const json = async <T,>(path: string, body: unknown, token?: string) => {
  const res = await s.app.inject({ method: 'POST', url: path, payload: body as object, headers: { 'content-type': 'application/json', ...(token ? { token } : {}) } });
  return res.json() as { status: number; message: string; data: T | null };
};

describe('the discover tab under the spec names', () => {
  it('serves banners, announcements (newest first), the tab ads of each tab and the activities with the CRM campaign', async () => {
    expect((await s.post<BannerListData>(API_PATHS.contentConfig.bannerList)).data!.list.length).toBeGreaterThan(0);
    const notices = (await s.post<AnnouncementListData>(API_PATHS.contentConfig.announcements)).data!.list;
    expect(notices.map((n) => n.publishedDay)).toEqual([...notices.map((n) => n.publishedDay)].sort().reverse());
    const discoverAds = (await s.post<TabAdListData>(API_PATHS.contentConfig.tabAds, { tab: 'discover' })).data!.list;
    const memberAds = (await s.post<TabAdListData>(API_PATHS.contentConfig.tabAds, { tab: 'member' })).data!.list;
    expect(discoverAds.length).toBeGreaterThan(0);
    expect(memberAds.map((a) => a.adId)).not.toEqual(discoverAds.map((a) => a.adId));
    expect((await s.post(API_PATHS.contentConfig.tabAds, { tab: 'nowhere' })).status).toBe(1004);
    const activities = (await s.post<ActivityListData>(API_PATHS.contentConfig.activityList)).data!.list;
    expect(activities.filter((a) => a.programId !== null).map((a) => a.programId)).toEqual([CRM_CAMPAIGN.programId]);
  });

  it('the folded discover call is gone: each part has its own call', async () => {
    expect((await s.app.inject({ method: 'POST', url: '/api/marketApi/discover', payload: {} })).statusCode).toBe(404);
    const activities = (await s.post<ActivityListData>(API_PATHS.contentConfig.activityList)).data!.list;
    expect(activities.map((a) => a.code)).toContain('redRain');
  });
});

describe('advertisements', () => {
  it('lists the ads of a position and serves an ad\'s page; an unknown ad is refused in words', async () => {
    const home = (await s.post<GetAdviertisementData>(API_PATHS.contentConfig.getAdviertisement, { position: 'home' })).data!.list;
    expect(home).toHaveLength(1);
    const info = (await s.post<GetAdviertisementInfoData>(API_PATHS.contentConfig.getAdviertisementInfo, { adId: home[0]!.adId })).data!;
    expect(info).toMatchObject({ adId: home[0]!.adId, title: home[0]!.title });
    expect(info.link.startsWith('/')).toBe(true);
    expect(await s.post(API_PATHS.contentConfig.getAdviertisementInfo, { adId: 'AD99' })).toMatchObject({ status: 40403, message: CONTENT_CONFIG_MESSAGES.adNotFound });
  });
});

describe('configuration with no rebuild', () => {
  it('idxSkin and imageConfig answer what the configuration says now; bad colours and foreign schemes are refused by the hook', async () => {
    expect((await s.post<IdxSkinData>(API_PATHS.contentConfig.idxSkin)).data!.skinId).toBe('default');
    expect((await s.post<ImageConfigData>(API_PATHS.contentConfig.imageConfig)).data!.images).toEqual({});
    const spring = { skinId: 'spring', heroStart: '#d4380d', heroEnd: '#ad2102', greeting: '新春快乐' };
    expect((await config({ idxSkin: spring, images: { homeBanner: '/img/spring.png' } })).status).toBe(1);
    expect((await s.post<IdxSkinData>(API_PATHS.contentConfig.idxSkin)).data).toEqual(spring);
    expect((await s.post<ImageConfigData>(API_PATHS.contentConfig.imageConfig)).data!.images).toEqual({ homeBanner: '/img/spring.png' });
    expect((await config({ idxSkin: { ...spring, heroStart: 'red;background:url(x)' } })).status).toBe(1004);
    expect((await config({ images: { homeBanner: 'javascript:alert(1)' } })).status).toBe(1004);
    expect((await config({ images: { homeBanner: '//evil.example/x.png' } })).status).toBe(1004);
    await config({ reset: true });
    expect((await s.post<IdxSkinData>(API_PATHS.contentConfig.idxSkin)).data!.skinId).toBe('default');
  });

  it('channel and strobe statuses follow the configuration per channel', async () => {
    expect(await s.post(API_PATHS.contentConfig.getChannelStatus, { channel: 'weixin' })).toMatchObject({ data: { channel: 'weixin', status: 'open' } });
    await config({ channels: { weixin: 'close' }, strobe: 'close' });
    expect(await s.post(API_PATHS.contentConfig.getChannelStatus, { channel: 'weixin' })).toMatchObject({ data: { status: 'close' } });
    expect(await s.post(API_PATHS.contentConfig.getChannelStatus, { channel: 'h5' })).toMatchObject({ data: { status: 'open' } });
    expect(await s.post(API_PATHS.contentConfig.getStrobeStatus)).toMatchObject({ data: { status: 'close' } });
  });

  it('creditReportSwitch closed: the switch says so and authorization/open refuses the credit-report kind only', async () => {
    const u = await s.register();
    await config({ creditReportSwitch: 'close' });
    expect(await s.post(API_PATHS.contentConfig.creditReportSwitch)).toMatchObject({ data: { status: 'close' } });
    expect(await s.post(API_PATHS.authorization.open, { kind: 'creditQuery' }, { token: u.token })).toMatchObject({ status: 40403, message: CONTENT_CONFIG_MESSAGES.creditReportClosed });
    expect((await s.post(API_PATHS.authorization.open, { kind: 'dataShare' }, { token: u.token })).status).toBe(1);
    await config({ creditReportSwitch: 'open' });
    const granted = await s.post<AuthorizationInfoData>(API_PATHS.authorization.open, { kind: 'creditQuery' }, { token: u.token });
    expect(granted.data!.list.some((a) => a.kind === 'creditQuery' && a.status === 'granted')).toBe(true);
  });

  it('the app-download switch', async () => {
    expect(await s.post(API_PATHS.contentConfig.appDownloadSwitch)).toMatchObject({ data: { status: 'open' } });
    await config({ appDownloadSwitch: 'close' });
    expect(await s.post(API_PATHS.contentConfig.appDownloadSwitch)).toMatchObject({ data: { status: 'close' } });
  });
});

describe('CRM group check', () => {
  it('takes a JSON body programId: in the group only for configured users; a guest never', async () => {
    const a = await s.register();
    const b = await s.register();
    await config({ crmGroups: { [CRM_CAMPAIGN.programId]: [a.mobile] } });
    expect((await json<CrmGroupCheckData>(API_PATHS.contentConfig.crmGroupCheck, { programId: CRM_CAMPAIGN.programId }, a.token)).data).toEqual({ programId: CRM_CAMPAIGN.programId, inGroup: true });
    expect((await json<CrmGroupCheckData>(API_PATHS.contentConfig.crmGroupCheck, { programId: CRM_CAMPAIGN.programId }, b.token)).data!.inGroup).toBe(false);
    expect((await json<CrmGroupCheckData>(API_PATHS.contentConfig.crmGroupCheck, { programId: CRM_CAMPAIGN.programId })).data!.inGroup).toBe(false);
    expect((await json(API_PATHS.contentConfig.crmGroupCheck, { programId: '<x>' }, a.token)).status).toBe(1004);
    // An inherited property's name is no group (the fuzz found `constructor` answering 500).
    for (const programId of ['constructor', '__proto__', 'toString']) {
      expect((await json<CrmGroupCheckData>(API_PATHS.contentConfig.crmGroupCheck, { programId }, a.token)).data).toEqual({ programId, inGroup: false });
    }
  });
});

describe('hand-offs', () => {
  it('duibaAccess says whether the points mall is open; consumer_common hands over with a one-time code (not the session token)', async () => {
    const u = await s.register();
    expect((await s.post<DuibaAccessData>(API_PATHS.contentConfig.duibaAccess, {}, { token: u.token })).data).toEqual({ open: true, reason: '' });
    expect((await s.post(API_PATHS.contentConfig.duibaAccess)).status).toBe(1008);
    const entry = (await s.post<MallEntryData>(API_PATHS.points.consumerCommon, {}, { token: u.token })).data!;
    expect(entry.mallUrl).toBe(API_PATHS.points.mall);
    expect(entry.code).not.toBe(u.token);
    const page = await s.app.inject({ method: 'GET', url: `${entry.mallUrl}?code=${entry.code}` });
    expect(page.body).toContain('data-testid="mall-balance"');
  });

  it('the mall closed by configuration: duibaAccess gives the reason and consumer_common refuses the hand-off; open again, it hands over', async () => {
    const u = await s.register();
    await config({ pointsMall: 'close' });
    expect((await s.post<DuibaAccessData>(API_PATHS.contentConfig.duibaAccess, {}, { token: u.token })).data).toEqual({ open: false, reason: CONTENT_CONFIG_MESSAGES.mallClosed });
    expect(await s.post(API_PATHS.points.consumerCommon, {}, { token: u.token })).toMatchObject({ status: 40403, message: CONTENT_CONFIG_MESSAGES.mallClosed, data: null });
    await config({ pointsMall: 'open' });
    expect((await s.post<DuibaAccessData>(API_PATHS.contentConfig.duibaAccess, {}, { token: u.token })).data!.open).toBe(true);
    expect((await s.post<MallEntryData>(API_PATHS.points.consumerCommon, {}, { token: u.token })).data!.mallUrl).toBe(API_PATHS.points.mall);
  });

  it('fishcard exchanges the session for a one-time partner token the partner redeems once', async () => {
    const u = await s.register();
    await config({ fishcardUrl: 'https://partner.example/fishcard' });
    const x = (await s.post<FishcardExchangeData>(API_PATHS.contentConfig.fishcardExchange, { fromModule: 'member' }, { token: u.token })).data!;
    expect(x.partnerUrl).toBe('https://partner.example/fishcard');
    expect(x.token).not.toBe(u.token);
    expect(await s.post(API_PATHS.contentConfig.fishcardRedeem, { token: u.token })).toMatchObject({ status: 40403 });
    expect(await s.post(API_PATHS.contentConfig.fishcardRedeem, { token: x.token })).toMatchObject({ status: 1, data: { mobile: `${u.mobile.slice(0, 3)}****${u.mobile.slice(-4)}` } });
    expect(await s.post(API_PATHS.contentConfig.fishcardRedeem, { token: x.token })).toMatchObject({ status: 40403, message: CONTENT_CONFIG_MESSAGES.fishcardTokenInvalid });
    // A token of another purpose (the mall's) opens nothing here.
    const mall = (await s.post<MallEntryData>(API_PATHS.points.consumerCommon, {}, { token: u.token })).data!;
    expect((await s.post(API_PATHS.contentConfig.fishcardRedeem, { token: mall.code })).status).toBe(40403);
  });

  it('the membership card partner is the marketing tier\'s: sys/info names its level, a member below it is refused (spec 6, ADR 056)', async () => {
    const u = await s.register();
    expect((await s.post<SysInfoData>(API_PATHS.sys.info)).data!.memberLevel).toBe('');
    expect((await s.post<MemberCardData>(API_PATHS.market.memberCard, {}, { token: u.token })).data!.level).toBe(1);
    // The operator sets the tier (the settings table, as every server setting is kept).
    const db = new Database(s.dbPath);
    db.prepare("INSERT INTO settings (key, value) VALUES ('memberLevel', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(JSON.stringify('2'));
    db.close();
    expect((await s.post<SysInfoData>(API_PATHS.sys.info)).data!.memberLevel).toBe('2');
    expect((await s.post(API_PATHS.contentConfig.fishcardExchange, { fromModule: 'member' }, { token: u.token })).status).toBe(1007);
  });

  it('a partner token dies after 60 s', async () => {
    const u = await s.register();
    const x = (await s.post<FishcardExchangeData>(API_PATHS.contentConfig.fishcardExchange, { fromModule: 'member' }, { token: u.token })).data!;
    s.tick(60_001);
    expect((await s.post(API_PATHS.contentConfig.fishcardRedeem, { token: x.token })).status).toBe(40403);
  });
});

describe('bill canWithdraw and card-v3', () => {
  it('a new registrant has no limit; a borrower may draw; overdue closes it; the card shows limit, used, available and what is due next', async () => {
    const fresh = await s.register();
    expect((await s.post<CanWithdrawData>(API_PATHS.contentConfig.canWithdraw, {}, { token: fresh.token })).data).toEqual({ canWithdraw: false, reason: 'noLimit' });
    expect((await s.post<CardV3Data>(API_PATHS.contentConfig.cardV3, {}, { token: fresh.token })).data).toEqual({ limitFen: 0, usedFen: 0, availableFen: 0, nextDue: null });

    const u = await borrowedUser(s, '300000', '3');
    const card = (await s.post<CardV3Data>(API_PATHS.contentConfig.cardV3, {}, { token: u.token })).data!;
    expect(card.usedFen).toBe(300_000);
    expect(card.availableFen).toBe(card.limitFen - 300_000);
    expect(card.nextDue!.amountFen).toBeGreaterThan(100_000);
    expect((await s.post<CanWithdrawData>(API_PATHS.contentConfig.canWithdraw, {}, { token: u.token })).data).toEqual({ canWithdraw: true, reason: 'ok' });

    const daysToDue = Math.ceil((Date.parse(`${card.nextDue!.dueDay}T00:00:00Z`) - Date.UTC(2026, 0, 15)) / DAY_MS) + 1;
    await s.hook(API_PATHS.sandbox.clock, { days: daysToDue });
    expect((await s.post<CanWithdrawData>(API_PATHS.contentConfig.canWithdraw, {}, { token: u.token })).data).toEqual({ canWithdraw: false, reason: 'overdue' });
    const late = (await s.post<CardV3Data>(API_PATHS.contentConfig.cardV3, {}, { token: u.token })).data!;
    expect(late.nextDue!.amountFen).toBeGreaterThan(card.nextDue!.amountFen);
  });
});

describe('opinionFeedback', () => {
  it('needs login, trims, checks the length in words, and numbers each; a retry with the same key files once', async () => {
    const u = await s.register();
    expect((await s.post(API_PATHS.feedback.opinionFeedback, { type: 'problem', content: '页面打不开了' })).status).toBe(1008);
    expect(await s.post(API_PATHS.feedback.opinionFeedback, { type: 'problem', content: '  太短  ' }, { token: u.token })).toMatchObject({ status: 40403, message: CONTENT_CONFIG_MESSAGES.feedbackShort });
    expect(await s.post(API_PATHS.feedback.opinionFeedback, { type: 'problem', content: '字'.repeat(FEEDBACK_MAX_CHARS + 1) }, { token: u.token })).toMatchObject({ message: CONTENT_CONFIG_MESSAGES.feedbackLong });
    expect((await s.post(API_PATHS.feedback.opinionFeedback, { type: 'spam', content: '页面打不开了' }, { token: u.token })).status).toBe(1004);
    const headers = { 'Idempotency-Key': 'feedback-retry-0001' };
    const a = await s.post<{ feedbackNo: string }>(API_PATHS.feedback.opinionFeedback, { type: 'problem', content: '  页面打不开了  ' }, { token: u.token, headers });
    const b = await s.post<{ feedbackNo: string }>(API_PATHS.feedback.opinionFeedback, { type: 'problem', content: '  页面打不开了  ' }, { token: u.token, headers });
    expect(a.status).toBe(1);
    expect(b.data!.feedbackNo).toBe(a.data!.feedbackNo);
  });

  it(`at most ${FEEDBACK_PER_USER_PER_DAY} a day per user: another user is not locked out`, async () => {
    const u = await s.register();
    const other = await s.register();
    for (let i = 0; i < FEEDBACK_PER_USER_PER_DAY; i++) {
      expect((await s.post(API_PATHS.feedback.opinionFeedback, { type: 'other', content: `第${i}条反馈内容` }, { token: u.token })).status).toBe(1);
    }
    expect(await s.post(API_PATHS.feedback.opinionFeedback, { type: 'other', content: '再多一条反馈' }, { token: u.token })).toMatchObject({ message: CONTENT_CONFIG_MESSAGES.feedbackLimit });
    expect((await s.post(API_PATHS.feedback.opinionFeedback, { type: 'other', content: '另一位用户的反馈' }, { token: other.token })).status).toBe(1);
  });
});
