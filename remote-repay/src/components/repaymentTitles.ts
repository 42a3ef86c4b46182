import type { LoanOrderStatus, PayChannel, RepaymentStatus } from '@credit/shared/api';

/** How the pages name repayment states and channels (the kinds' titles are the contract's REPAYMENT_KIND_TITLES). */
export const REPAYMENT_STATUS_TITLES: Record<RepaymentStatus, string> = {
  pending: '待确认',
  processing: '处理中',
  success: '还款成功',
  partial: '部分还款',
  failed: '还款失败',
};

export const PAY_CHANNEL_TITLES: Record<PayChannel, string> = { bankCard: '银行卡', protocol: '协议代扣', alipay: '支付宝' };

export const ORDER_STATUS_TITLES: Record<LoanOrderStatus, string> = {
  created: '待确认', lending: '放款中', repaying: '还款中', settled: '已结清', cancelled: '已取消', failed: '放款失败',
};
