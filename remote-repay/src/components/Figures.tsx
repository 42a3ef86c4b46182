import { formatYuan } from '@credit/shared/money';

export interface Split {
  principalFen: number;
  interestFen: number;
  feeFen: number;
  penaltyFen: number;
  totalFen: number;
}

/**
 * What a payment settles, split the way the borrower reads it (the server's figures: the page never
 * adds its own): principal, interest, fee, penalty (only when there is one), and the total.
 */
export function SplitFigures({ split, totalLabel = '应还总额', caption }: { split: Split; totalLabel?: string; caption?: string }) {
  return (
    <dl className="rp-split" aria-label={caption ?? '还款明细'}>
      <div className="rp-split-total">
        <dt>{totalLabel}</dt>
        <dd data-testid="rp-total">{formatYuan(split.totalFen)}</dd>
      </div>
      <div><dt>本金</dt><dd data-testid="rp-principal">{formatYuan(split.principalFen)}</dd></div>
      <div><dt>利息</dt><dd data-testid="rp-interest">{formatYuan(split.interestFen)}</dd></div>
      <div><dt>服务费</dt><dd data-testid="rp-fee">{formatYuan(split.feeFen)}</dd></div>
      {split.penaltyFen > 0 && (
        <div className="rp-overdue"><dt>逾期罚息</dt><dd data-testid="rp-penalty">{formatYuan(split.penaltyFen)}</dd></div>
      )}
    </dl>
  );
}
