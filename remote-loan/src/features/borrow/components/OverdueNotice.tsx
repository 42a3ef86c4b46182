import { MESSAGES } from '@credit/shared';
import { Link } from '@credit/shared/router';
import type { AptStatusData } from '@credit/shared/api';

/**
 * The server refuses a loan while a bill is overdue: the borrower is told first, and the cash pages offer
 * 去还款 instead of a loan (nothing to fill in that would only be refused).
 */
export function OverdueNotice({ apt }: { apt: AptStatusData }) {
  if (apt.noOverdue) return null;
  return (
    <p className="loan-notice" role="alert" data-testid="overdue-notice">
      {MESSAGES.overdueBlocksBorrowing}，<Link to="/billList">去还款</Link>
    </p>
  );
}
