import type { HeaderRightIcon } from '@credit/shared';

/** The right-hand header icon of spec 2.11: its label and where it leads (a route, or the native share). */
export const HEADER_RIGHT: Record<HeaderRightIcon, { label: string; to: string | 'share' }> = {
  pointsExplanation: { label: '积分说明', to: '/pointsRule' },
  transactionRecords: { label: '交易记录', to: '/transactionRecord' },
  withdrawRecords: { label: '提现记录', to: '/withDrawRecord' },
  feedback: { label: '反馈', to: '/cashFeedback' },
  share: { label: '分享', to: 'share' },
  ruleExplanation: { label: '规则说明', to: '/makeMoneyStrategy' },
  voucherRecords: { label: '凭证记录', to: '/consumerVoucherList' },
  rewardDetails: { label: '奖励明细', to: '/rewardDetail' },
};
