import { useState } from 'react';
import { shell } from '@credit/shared';
import type { LoanParamsData } from '@credit/shared/api';
import { formatMoney, formatRateBp } from '@credit/shared/money';
import { QueryView, useSubmit } from '@credit/shared/ui';
import { useCardInfo, useLoanParams, usePlanRange, useSaveChoice } from '../../api';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

/** The preset amounts of quick borrow, fen (1,000 / 3,000 / 5,000 / 10,000 yuan). */
export const QUICK_PRESETS_FEN = [100_000, 300_000, 500_000, 1_000_000] as const;

/** The amounts offered: the presets inside [min, max], then the max itself (全部借出) unless it is one of them. */
export function quickAmounts(p: Pick<LoanParamsData, 'minAmt' | 'maxAmt'>): { fen: number; isMax: boolean }[] {
  if (p.maxAmt < p.minAmt) return [];
  const presets = QUICK_PRESETS_FEN.filter((a) => a >= p.minAmt && a < p.maxAmt).map((fen) => ({ fen, isMax: false }));
  return [...presets, { fen: p.maxAmt, isMax: true }];
}

/**
 * /quickLoan (spec 2.4): quick borrow. The available credit, a few amounts and the max, the periods of the
 * chosen amount with their APR (planRange); a period saves the choice (saveAmt) and opens the application,
 * which restores it through findTemp.
 */
export default function QuickLoanPage() {
  const card = useCardInfo();
  const params = useLoanParams();
  return (
    <div className="loan-page">
      <QueryView query={card}>
        {(c) => (
          <section className="loan-hero" aria-label="可用额度">
            <p>可用额度（元）</p>
            <strong data-testid="available-credit">{formatMoney(c.loanAmt)}</strong>
          </section>
        )}
      </QueryView>
      <QueryView query={params}>{(p) => <QuickChoice params={p} />}</QueryView>
    </div>
  );
}

function QuickChoice({ params }: { params: LoanParamsData }) {
  const amounts = quickAmounts(params);
  const [amount, setAmount] = useState<number | null>(amounts[0]?.fen ?? null);
  const range = usePlanRange(amount);
  // The choice is saved before the application opens (it restores it); a failure keeps the user here to tap again.
  const save = useSubmit(useSaveChoice(), { onAnswer: () => shell.navigate('/newBorrowCash') });
  if (amounts.length === 0) return <p className="loan-notice" role="status">暂无可借额度</p>;

  const choose = (period: number) => {
    if (amount !== null) void save.run({ loanAmt: String(amount), period: String(period) });
  };

  return (
    <>
      <section className="loan-card" aria-labelledby="quick-amount">
        <h2 id="quick-amount">借多少（元）</h2>
        <div className="loan-presets">
          {amounts.map((a) => (
            <button key={a.fen} type="button" aria-pressed={amount === a.fen} onClick={() => setAmount(a.fen)}>
              {a.isMax ? `最高${formatMoney(a.fen)}` : formatMoney(a.fen)}
            </button>
          ))}
        </div>
      </section>
      <section className="loan-card" aria-labelledby="quick-period">
        <h2 id="quick-period">借多久</h2>
        <QueryView query={range}>
          {(r) => (
            <div className="loan-chips">
              {r.list.map((x) => (
                <button key={x.period} type="button" disabled={save.pending} onClick={() => choose(x.period)} aria-label={`${x.period}期，年化利率${formatRateBp(x.aprBp)}`}>
                  {x.period}期
                  <small>年化利率 {formatRateBp(x.aprBp)}</small>
                </button>
              ))}
            </div>
          )}
        </QueryView>
        {save.error && <p className="ui-error" role="alert">{save.error}</p>}
        <p className="ui-hint">选择期数后进入借款申请，可再修改借款用途和收款银行卡</p>
      </section>
    </>
  );
}
