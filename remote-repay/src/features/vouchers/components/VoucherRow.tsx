import { formatDateTime } from '@credit/shared';
import type { VoucherItem } from '@credit/shared/api';

export const VOUCHER_STATUS_TITLES: Record<VoucherItem['status'], string> = { draft: '未提交', reviewing: '审核中', approved: '已通过', rejected: '未通过' };

/** One voucher sent: for which order, when, its review state (and why, when refused). */
export function VoucherRow({ voucher }: { voucher: VoucherItem }) {
  const tone = voucher.status === 'approved' ? 'paid' : voucher.status === 'rejected' ? 'overdue' : 'due';
  return (
    <div className="rp-bill" data-testid="voucher-row">
      <div className="rp-bill-main">
        <strong>{voucher.orderNo ? `借款 ${voucher.orderNo}` : '消费凭证'}</strong>
        <span className="rp-muted">{formatDateTime(voucher.createdAt)} · {voucher.sizeKb}KB{voucher.note ? ` · ${voucher.note}` : ''}</span>
        {voucher.reason && <span className="rp-muted">原因：{voucher.reason}</span>}
      </div>
      <span className={`rp-tag rp-tag-${tone}`}>{VOUCHER_STATUS_TITLES[voucher.status]}</span>
    </div>
  );
}
