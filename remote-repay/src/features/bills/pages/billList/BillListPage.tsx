import { Button } from 'antd-mobile';
import { repaysOnPlatform, shell } from '@credit/shared';
import type { BillItem, MonthBillData } from '@credit/shared/api';
import { formatMoney } from '@credit/shared/money';
import { Loading, QueryView } from '@credit/shared/ui';
import { BillRow } from '../../../../components/BillRow';
import { downloadCalendar } from '../../../../components/calendar';
import { OverdueNotice } from '../../../../components/OverdueNotice';
import { usePurchases } from '../../../../components/purchases';
import { useCanWithdraw, useCardV3, useMonthBill } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * The month bill (spec 2.2 /billList, bill/monthBill): what is due now across orders (overdue
 * periods, those due this month and each order's next payment), overdue first and told honestly (days, penalty to date, what happens next, the hotline).
 * 一键还款 pays everything due now; one order's periods are chosen at the cashier desk, bills of
 * several orders on the merged-bill list. Both cover the orders repaid on the platform's path only: an
 * order a partner repays on its own path is paid from its bill, at the cashier desk (ADR 036).
 */
export default function BillListPage() {
  const month = useMonthBill();
  return (
    <div className="rp-page">
      {/* The links come with the bill, so nothing below it moves when it arrives. */}
      <QueryView query={month} loading={<Loading lines={8} label="账单加载中" />}>
        {(m) => (
          <>
            <MonthBill month={m} />
            <LimitCard />
            <nav className="rp-links" aria-label="账单服务">
              <button type="button" onClick={() => shell.navigate('/billListAll')}>全部账单</button>
              <button type="button" onClick={() => shell.navigate('/repayment_history')}>还款记录</button>
              <button type="button" onClick={() => shell.navigate('/more-bills')}>我的借款</button>
              <button type="button" onClick={() => shell.navigate('/settle_accounts')}>提前结清</button>
              <button type="button" onClick={() => shell.navigate('/billListTripartite')}>资金方账单</button>
              <button type="button" onClick={() => shell.navigate('/clearance-certificate-history')}>结清证明</button>
              <button type="button" onClick={() => shell.navigate('/letong-package-list')}>乐通卡</button>
            </nav>
          </>
        )}
      </QueryView>
    </div>
  );
}

function MonthBill({ month }: { month: MonthBillData }) {
  const purchases = usePurchases();
  const orders = new Set(month.bills.map((b) => b.orderNo));
  // One-key and merged repayment pay only orders repaid on the platform's path: a partner's own path repays the rest (ADR 036).
  const platformOrders = new Set(month.bills.filter((b) => repaysOnPlatform(b.repayPath)).map((b) => b.orderNo));
  const next = month.bills.find((b) => b.status !== 'overdue') ?? month.bills[0];
  return (
    <>
      <section className={`rp-hero${month.overdueCount ? ' rp-hero-overdue' : ''}`} aria-label="当前应还">
        <p>当前应还（元）</p>
        <strong data-testid="month-total">{formatMoney(month.totalFen)}</strong>
        <p>{month.bills.length ? (month.nextDueDay ? `最近还款日 ${month.nextDueDay}` : '请尽快还清逾期账单') : '暂无需要还款的账单'}</p>
      </section>
      {month.overdueCount > 0 && <OverdueNotice bills={month.bills.filter((b) => b.status === 'overdue')} />}
      {month.bills.length === 0 ? (
        <section className="rp-card rp-result">
          <h2>账单已还清</h2>
          <p>按时还款，保持良好信用</p>
        </section>
      ) : (
        <section className="rp-card" aria-label="待还账单">
          <h2 className="rp-card-title">待还账单</h2>
          {month.bills.map((b: BillItem) => (
            <button key={b.billId} type="button" className="rp-row-button" onClick={() => shell.navigate(`/billDetail?billId=${b.billId}`)}>
              <BillRow bill={b} purchase={purchases.get(b.orderNo)} />
            </button>
          ))}
          <div className="rp-actions">
            {platformOrders.size > 0 && (
              <Button block color="primary" size="large" onClick={() => shell.navigate('/cashier_desk?kind=oneKey')}>
                一键还款
              </Button>
            )}
            {platformOrders.size > 1 ? (
              <Button block fill="outline" onClick={() => shell.navigate('/merge-bill-list')}>
                选择账单合并还款
              </Button>
            ) : orders.size === 1 ? (
              <Button block fill="outline" onClick={() => shell.navigate(`/cashier_desk?orderNo=${[...orders][0]}`)}>
                选择期数还款
              </Button>
            ) : null}
            {next && next.status !== 'overdue' && (
              <Button block fill="none" onClick={() => downloadCalendar(next)}>
                添加还款日到日历
              </Button>
            )}
          </div>
        </section>
      )}
    </>
  );
}

/** Why a new loan cannot be drawn now (bill canWithdraw's reasons). */
const NO_WITHDRAW_TEXT = { overdue: '有逾期账单，还清后可再借款', noLimit: '暂无可用额度' } as const;

/**
 * The limit card (bill card-v3, canWithdraw; issue 28): the limit, what is used and available, and
 * 去借款 only while canWithdraw says a new loan may be drawn (else why not). Left out when it cannot be
 * read: the month bill stands on its own.
 */
function LimitCard() {
  const card = useCardV3();
  const can = useCanWithdraw();
  const c = card.data;
  if (!c || typeof c.limitFen !== 'number') return null;
  return (
    <section className="rp-card" aria-label="我的额度" data-testid="limit-card">
      <h2 className="rp-card-title">我的额度</h2>
      <p>总额度 {formatMoney(c.limitFen)} 元 · 已用 {formatMoney(c.usedFen)} 元</p>
      <p>
        可用额度 <strong data-testid="limit-available">{formatMoney(c.availableFen)}</strong> 元
      </p>
      {can.data?.canWithdraw ? (
        <Button block fill="outline" onClick={() => shell.navigate('/newBorrowCash')}>
          去借款
        </Button>
      ) : can.data && can.data.reason !== 'ok' ? (
        <p className="rp-muted" data-testid="no-withdraw">{NO_WITHDRAW_TEXT[can.data.reason]}</p>
      ) : null}
    </section>
  );
}
