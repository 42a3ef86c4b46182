import { CREDITOR_ROLE_TITLES } from '@credit/shared';
import type { Creditor } from '@credit/shared/api';
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

/** A two-bill loan's split of an amount due (spec 3 isTwoBill, masterRepayAmt, slaveRepayAmt, creditors; ADR 035). */
export interface CreditorSplitData {
  isTwoBill: 0 | 1;
  masterRepayAmt: number;
  slaveRepayAmt: number;
  creditors: readonly Creditor[];
}

/**
 * Whose money the amount due is, for a loan lent jointly (the server's split, master + slave = due):
 * 其中 主资金方（name）¥x，从资金方（name）¥y. Nothing for a loan of one lender.
 */
export function CreditorSplit({ split }: { split: CreditorSplitData }) {
  const master = split.creditors.find((c) => c.role === 'master');
  const slave = split.creditors.find((c) => c.role === 'slave');
  if (!split.isTwoBill || !master || !slave) return null;
  return (
    <p className="rp-creditor-split" data-testid="creditor-split">
      其中 {CREDITOR_ROLE_TITLES.master}（{master.lenderName}）<span data-testid="creditor-master">{formatYuan(split.masterRepayAmt)}</span>，
      {CREDITOR_ROLE_TITLES.slave}（{slave.lenderName}）
      <span data-testid="creditor-slave">{formatYuan(split.slaveRepayAmt)}</span>
    </p>
  );
}
