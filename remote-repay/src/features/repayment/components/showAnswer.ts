import { shell } from '@credit/shared';
import type { RepaymentData } from '@credit/shared/api';

/** Where a repayment's answer leads: the waiting page while processing, else its result; the confirm screen is left behind. */
export function showAnswer(r: RepaymentData): void {
  shell.navigate(r.status === 'processing' ? `/repayment?repayNo=${r.repayNo}` : `/prepaymentResult?repayNo=${r.repayNo}`, { replace: true });
}
