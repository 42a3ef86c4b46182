import { Link } from '@credit/shared/router';
import type { AptStatusData } from '@credit/shared/api';

/** The server refuses a loan while a bill is overdue: the borrower is told before filling anything in. */
export const OVERDUE_BLOCKS_BORROWING = '您有逾期未还的账单，请先还款';

export function OverdueNotice({ apt }: { apt: AptStatusData }) {
  if (apt.noOverdue) return null;
  return (
    <p className="loan-notice" role="alert" data-testid="overdue-notice">
      {OVERDUE_BLOCKS_BORROWING}，<Link to="/billList">去还款</Link>
    </p>
  );
}
