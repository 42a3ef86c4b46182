import type { WheelPrize } from '@credit/shared/api';

/**
 * What operations configure for the activity platform (issue 28, ADR 039): the seckill goods, the
 * luckDraw wheel and its odds, the wishes, the help request, the qzrace limits and the seeded races.
 */

export const SECKILL_GOODS = [
  { goodsId: 'S01', title: '20元免息券', pricePoints: 50, couponFen: 2_000, thresholdFen: 100_000, validDays: 30, stock: 20, perUserLimit: 1 },
  { goodsId: 'S02', title: '5元还款券', pricePoints: 10, couponFen: 500, thresholdFen: 0, validDays: 30, stock: 100, perUserLimit: 2 },
] as const;
export type SeckillGoodsDef = (typeof SECKILL_GOODS)[number];

/** The wheel: its odds in basis points add up to 10000 (checked by a test). */
export const WHEEL_PRIZES: readonly WheelPrize[] = [
  { prizeId: 'W1', title: '谢谢参与', kind: 'none', amount: 0, oddsBp: 5_000 },
  { prizeId: 'W2', title: '10积分', kind: 'points', amount: 10, oddsBp: 3_000 },
  { prizeId: 'W3', title: '5元免息券', kind: 'coupon', amount: 500, oddsBp: 1_500 },
  { prizeId: 'W4', title: '20元免息券', kind: 'coupon', amount: 2_000, oddsBp: 500 },
];
export const WHEEL_DAILY_LIMIT = 3;
/** A wheel coupon's terms. */
export const WHEEL_COUPON = { thresholdFen: 50_000, validDays: 30 } as const;

export const WISHES = [
  { wishId: 'H1', title: '更高的借款额度' },
  { wishId: 'H2', title: '更多免息券' },
  { wishId: 'H3', title: '更低的借款利率' },
] as const;
export const WISH_REWARD_POINTS = 5;

/** A help request: `needed` friends within `hours`; a friend helps at most `dailyHelps` requests a day. */
export const HELP = { needed: 3, hours: 24, dailyHelps: 5, rewardTitle: '好友助力免息券', rewardFen: 1_000, thresholdFen: 0, validDays: 30 } as const;

export const QZRACE_BET = { min: 10, max: 1_000 } as const;
/** The races the seed opens (closing days counted from the seed's day). */
export const SEED_RACES = [
  { title: '本月平台新增借款用户会超过1万人吗？', options: ['会', '不会'], closesInDays: 7 },
  { title: '下周平台平均借款金额在哪个区间？', options: ['1万元以下', '1-3万元', '3万元以上'], closesInDays: 14 },
] as const;

/** An activity's definition (the activity info call's rules and dates; `prize`: a one-prize draw). */
export interface ActivityDef {
  title: string;
  summary: string;
  link: string;
  rules: string[];
  startDay: string;
  endsDay: string;
  audience: 'all' | 'new' | 'old';
  /** The coupon a draw grants; none for activities without a draw. */
  prize: { title: string; amountFen: number; thresholdFen: number; validDays: number } | null;
}

const percent = (bp: number) => `${bp / 100}%`;

/**
 * Platform activity 10, the spring campaign (ADR 039): spring_tour is its page and seckill, luckDraw, wishes and
 * ranking are its parts. The campaign has one window, spring_tour's, and its parts run in it: never a page
 * saying 活动未开始 while its parts sell, draw and spend points. The sandbox hook moves it for all of them.
 */
export const SPRING_CAMPAIGN_PARTS = ['spring_tour', 'seckill', 'luckDraw', 'wishes', 'ranking'] as const;
export const SPRING_CAMPAIGN_WINDOW = { startDay: '2025-01-01', endsDay: '2027-12-31' } as const;

/** The platform's activities as the activity info call reads them (rules, dates). */
export const PLATFORM_ACTIVITIES: Record<'seckill' | 'luckDraw' | 'wishes' | 'help' | 'ranking' | 'spring_tour' | 'qzrace', ActivityDef> = {
  seckill: {
    title: '限时秒杀', summary: '积分秒杀免息券，数量有限，抢完即止', link: '/seckill',
    rules: ['每件商品数量有限，抢完即止。', '每人每件商品限抢件数以商品说明为准。', '秒杀消耗积分，抢到的优惠券放入我的优惠券，有效期30天。'],
    ...SPRING_CAMPAIGN_WINDOW, audience: 'all', prize: null,
  },
  luckDraw: {
    title: '幸运大转盘', summary: `每天可抽奖${WHEEL_DAILY_LIMIT}次，积分和免息券即抽即得`, link: '/luckDraw',
    rules: [
      `每人每天可抽奖${WHEEL_DAILY_LIMIT}次，次日零点恢复。`,
      // The odds of what one can win: the "no prize" slot (谢谢参与) is no prize with a probability to advertise.
      `中奖概率：${WHEEL_PRIZES.filter((p) => p.kind !== 'none').map((p) => `${p.title}${percent(p.oddsBp)}`).join('，')}。`,
      '奖品即时发放：积分计入积分账户，免息券放入我的优惠券，有效期30天。',
    ],
    ...SPRING_CAMPAIGN_WINDOW, audience: 'all', prize: null,
  },
  wishes: {
    title: '许愿池', summary: '说出您最想要的，首次许愿得积分', link: '/wishes',
    rules: ['每位用户可许一个愿望，许愿后不可更改。', `首次许愿获得${WISH_REWARD_POINTS}积分。`],
    ...SPRING_CAMPAIGN_WINDOW, audience: 'all', prize: null,
  },
  help: {
    title: '好友助力', summary: `邀请${HELP.needed}位好友助力，领${HELP.rewardFen / 100}元免息券`, link: '/helpYouPay',
    rules: [
      `发起助力后${HELP.hours}小时内，${HELP.needed}位好友助力成功即可获得${HELP.rewardFen / 100}元免息券。`,
      `每位好友对同一助力只能助力一次，每人每天最多助力${HELP.dailyHelps}次。`,
      '不能为自己助力。',
    ],
    startDay: '2025-01-01', endsDay: '2027-12-31', audience: 'all', prize: null,
  },
  ranking: {
    title: '竞猜达人榜', summary: '额度竞猜赢得积分最多的用户', link: '/ranking',
    rules: ['按额度竞猜净赢得的积分排名，展示前10名。', '竞猜结算后排名更新。'],
    ...SPRING_CAMPAIGN_WINDOW, audience: 'all', prize: null,
  },
  spring_tour: {
    title: '春季踏青季', summary: '踏青季限时活动：秒杀、抽奖、许愿', link: '/spring_tour',
    rules: ['活动期间可参与限时秒杀、幸运大转盘和许愿池。', '活动时间以页面显示为准。'],
    ...SPRING_CAMPAIGN_WINDOW, audience: 'all', prize: null,
  },
  qzrace: {
    title: '额度竞猜', summary: '用积分竞猜，猜中瓜分奖池', link: '/quotaCompetition',
    rules: [
      `每次投注${QZRACE_BET.min}-${QZRACE_BET.max}积分，竞猜截止后不可投注。`,
      '猜中的用户按投注积分比例瓜分全部奖池，积分取整数，余下的积分按投注先后每注1积分分给猜中的用户。',
      '无人猜中时全额退还投注积分。',
    ],
    startDay: '2025-01-01', endsDay: '2027-12-31', audience: 'all', prize: null,
  },
};
