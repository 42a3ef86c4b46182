import type { ActivityCode, Announcement, Banner, RechargeProduct, TabAd } from '@credit/shared/api';
import { PLATFORM_ACTIVITIES, type ActivityDef } from './activityContent';

export type { ActivityDef };

/**
 * What operations configure for the market pages (issue 14). Links are in-app routes; nothing points
 * outside the product, so the stand-in needs no image CDN or partner site.
 */
export const BANNERS: Banner[] = [
  { bannerId: 'B01', title: '邀请好友 赚现金奖励', subtitle: '每成功邀请一位好友借款，奖励现金', link: '/makeMoney', theme: 'orange' },
  { bannerId: 'B02', title: '红包雨 限时开抢', subtitle: '登录即可参与，免息券天天送', link: '/redRain', theme: 'purple' },
  { bannerId: 'B03', title: '新人专享礼包', subtitle: '首次借款享免息券', link: '/welcomeNew', theme: 'green' },
];

export const ANNOUNCEMENTS: Announcement[] = [
  { noticeId: 'N01', title: '关于系统升级维护的公告', content: '为提供更好的服务，系统将于每周日凌晨2:00-4:00进行例行维护，期间部分功能可能暂停使用。', publishedDay: '2026-11-01' },
  { noticeId: 'N02', title: '谨防电信诈骗提醒', content: '平台不会以任何理由要求您转账至个人账户，也不会索要您的短信验证码和交易密码。', publishedDay: '2026-10-15' },
];

export const TAB_ADS: TabAd[] = [
  { adId: 'A01', title: '积分兑好礼', link: '/member' },
  { adId: 'A02', title: '话费充值', link: '/recharge' },
  { adId: 'A03', title: '我的优惠券', link: '/myCoupons' },
  { adId: 'A04', title: '信用生活', link: '/creditLife' },
];

export const ACTIVITIES: Record<ActivityCode, ActivityDef> = {
  invite: {
    title: '邀请好友赚现金', summary: '好友通过您的邀请码注册并借款，您可获得现金奖励', link: '/makeMoney',
    rules: [
      '完成实名开卡的用户可参与邀请活动。',
      '好友使用您的邀请码注册，并在注册后30天内成功借款，您可获得现金奖励。',
      '奖励在好友按期还清一期到期账单后到账（提前结清不计），此前显示为待到账。',
      '奖励计入可提现余额，余额满20元可提现至本人银行卡。',
      '如发现刷单、虚假注册等违规行为，平台有权取消奖励。',
    ],
    startDay: '2025-01-01', endsDay: '2027-12-31', audience: 'all', prize: null,
  },
  friendRedBag: {
    title: '好友红包', summary: '分享红包给好友，好友注册即得借款红包', link: '/friendRedBag',
    rules: ['每位好友仅可领取一次。', '红包可在借款时抵扣利息，有效期30天。'],
    startDay: '2025-01-01', endsDay: '2027-12-31', audience: 'all', prize: null,
  },
  redRain: {
    title: '红包雨', summary: '限时红包雨，每人可抢一次', link: '/redRain',
    rules: ['活动期间每位用户可参与一次。', '抢到的免息券可在借款时使用，有效期30天。'],
    startDay: '2025-11-01', endsDay: '2027-01-31', audience: 'all',
    prize: { title: '红包雨免息券', amountFen: 1_000, thresholdFen: 50_000, validDays: 30 },
  },
  aug_old_user: {
    title: '老用户回馈', summary: '感谢一路相伴，借过款的用户领取专属券', link: '/aug_old_user',
    rules: ['曾在平台成功借款的用户可领取。', '每位用户限领一次，有效期30天。'],
    startDay: '2025-08-01', endsDay: '2027-08-31', audience: 'old',
    prize: { title: '老用户专享券', amountFen: 2_000, thresholdFen: 100_000, validDays: 30 },
  },
  welcomeNew: {
    title: '新人专享礼包', summary: '首次借款前领取新人免息券', link: '/welcomeNew',
    rules: ['尚未借款的新用户可领取。', '每位用户限领一次，有效期30天。'],
    startDay: '2025-01-01', endsDay: '2027-12-31', audience: 'new',
    prize: { title: '新人免息券', amountFen: 1_500, thresholdFen: 50_000, validDays: 30 },
  },
  // The activity platform's (issue 28).
  ...PLATFORM_ACTIVITIES,
};

/** Activities listed on the discover tab, in order. */
export const DISCOVER_ACTIVITIES: ActivityCode[] = [
  'spring_tour', 'seckill', 'luckDraw', 'help', 'qzrace', 'wishes', 'ranking', 'redRain', 'welcomeNew', 'aug_old_user', 'invite',
];

export const MEMBER_LEVELS = [
  { level: 1, name: '普通会员', growth: 0 },
  { level: 2, name: '白银会员', growth: 500 },
  { level: 3, name: '黄金会员', growth: 2_000 },
  { level: 4, name: '铂金会员', growth: 5_000 },
  { level: 5, name: '钻石会员', growth: 10_000 },
] as const;

export const MEMBER_BENEFITS = [
  { title: '积分加速', desc: '借款、还款获得积分', level: 1 },
  { title: '生日礼包', desc: '生日当月领取专属免息券', level: 2 },
  { title: '专属客服', desc: '优先接入人工客服', level: 3 },
  { title: '提额优先', desc: '额度评估优先处理', level: 4 },
] as const;

export const POINTS_TASKS = [
  { taskId: 'T01', title: '完成实名开卡', points: 100, link: '/realName' },
  { taskId: 'T02', title: '首次借款', points: 200, link: '/newBorrowCash' },
  { taskId: 'T03', title: '订阅微信消息提醒', points: 20, link: '/wechatPrivilege' },
] as const;

export const POINTS_RULES = [
  '积分可在积分商城兑换礼品，100积分起兑。',
  '积分有效期为获得之日起至次年年底，到期自动清零。',
  '按时还款每期可获得积分，逾期不计积分。',
  '积分不可转让、不可提现。',
];

export const FUDOU_PER_YUAN = 100;

/** The stand-in points mall's goods. */
export const MALL_ITEMS = [
  { itemId: 'G01', title: '10元话费券', points: 100 },
  { itemId: 'G02', title: '视频会员月卡', points: 300 },
] as const;

export const RECHARGE_PRODUCTS: RechargeProduct[] = [
  { productId: 'R030', faceFen: 3_000, priceFen: 2_990 },
  { productId: 'R050', faceFen: 5_000, priceFen: 4_980 },
  { productId: 'R100', faceFen: 10_000, priceFen: 9_950 },
];

/** What a friend's first loan earns the inviter: pending until the friend's first on-time instalment (ADR 027). */
export const INVITE_REWARD_FEN = 2_000;
/** Its ledger title (the reward details and the invitation page sum by it). */
export const INVITE_REWARD_TITLE = '邀请好友奖励';

/** Letters every user finds on first visit. */
export const WELCOME_LETTERS = [
  { title: '欢迎加入', content: '感谢您注册成为我们的用户。完成实名开卡后即可申请借款，借款前请仔细阅读借款协议及费用说明。' },
  { title: '账户安全提醒', content: '请妥善保管您的登录密码和交易密码，平台工作人员不会向您索要验证码。如发现异常请及时联系客服。' },
];

/** The ledger ref of the invitation reward a friend earns the inviter. */
export const inviteRewardRef = (friendId: number): string => `invite:${friendId}`;
