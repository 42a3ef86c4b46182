import { Button } from 'antd-mobile';
import { shell, formatDateTime, BILL_STATUS_TITLES } from '@credit/shared';
import type { BillDetailData } from '@credit/shared/api';
import { formatMoney, formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { downloadCalendar } from '../../../../components/calendar';
import { CreditorSplit } from '../../../../components/Figures';
import { OverdueNotice } from '../../../../components/OverdueNotice';
import { ParamPage } from '../../../../components/params';
import { useBillDetail } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';


/**
 * One bill as it stands today (spec 2.2 /billDetail?billId=, bill/detail): what it is made of, what
 * was paid and by which repayment, what is still due; pay it (with every earlier unpaid period, the
 * cashier desk's rule) or put its due day in the phone's calendar.
 */
export default function BillDetailPage() {
  return <ParamPage name="billId">{(billId) => <Detail billId={billId} />}</ParamPage>;
}

function Detail({ billId }: { billId: string }) {
  const detail = useBillDetail(billId);
  return (
    <div className="rp-page">
      <QueryView query={detail}>{(d) => <Bill detail={d} />}</QueryView>
    </div>
  );
}

function Bill({ detail: { bill, payments } }: { detail: BillDetailData }) {
  const open = bill.status !== 'paid';
  return (
    <>
      <section className={`rp-hero${bill.status === 'overdue' ? ' rp-hero-overdue' : ''}`} aria-label="本期应还">
        <p>第{bill.period}/{bill.periods}期 · {BILL_STATUS_TITLES[bill.status]}{bill.status === 'overdue' ? ` ${bill.overdueDays}天` : ''}</p>
        <strong data-testid="bill-due">{formatMoney(open ? bill.dueFen : bill.paidFen)}</strong>
        <p>{open ? `还款日 ${bill.dueDay}` : `${bill.paidDay} 已还清`}</p>
        {open && <CreditorSplit split={bill} />}
      </section>
      <OverdueNotice bills={[bill]} />
      <section className="rp-card" aria-label="账单构成">
        <dl className="rp-facts">
          <div><dt>本金</dt><dd>{formatYuan(bill.principalFen)}</dd></div>
          <div><dt>利息</dt><dd>{formatYuan(bill.interestFen)}</dd></div>
          <div><dt>服务费</dt><dd>{formatYuan(bill.feeFen)}</dd></div>
          {bill.discountFen > 0 && <div><dt>优惠减免</dt><dd>-{formatYuan(bill.discountFen)}</dd></div>}
          {bill.penaltyFen > 0 && <div className="rp-overdue"><dt>逾期罚息</dt><dd>{formatYuan(bill.penaltyFen)}</dd></div>}
          <div><dt>已还</dt><dd>{formatYuan(bill.paidFen)}</dd></div>
          <div><dt>借款编号</dt><dd>{bill.orderNo}</dd></div>
        </dl>
      </section>
      {payments.length > 0 && (
        <section className="rp-card" aria-label="还款记录">
          <h2 className="rp-card-title">还款记录</h2>
          {payments.map((p) => (
            <button key={`${p.repayNo}-${p.paidAt}`} type="button" className="rp-row-button" onClick={() => shell.navigate(`/paymentDetail?repayNo=${p.repayNo}`)}>
              <div className="rp-bill">
                <div className="rp-bill-main"><strong>{formatDateTime(p.paidAt)}</strong><span className="rp-muted">{p.repayNo}</span></div>
                <span className="rp-amount">{formatYuan(p.principalFen + p.interestFen + p.feeFen + p.penaltyFen)}</span>
              </div>
            </button>
          ))}
        </section>
      )}
      <div className="rp-actions">
        {open && (
          <Button block color="primary" size="large" onClick={() => shell.navigate(`/cashier_desk?orderNo=${bill.orderNo}&periods=${bill.period}`)}>
            还本期
          </Button>
        )}
        {open && bill.status !== 'overdue' && (
          <Button block fill="outline" onClick={() => downloadCalendar(bill)}>
            添加还款日到日历
          </Button>
        )}
        <Button block fill="none" onClick={() => shell.navigate(`/billdetail_page?orderNo=${bill.orderNo}`)}>
          查看这笔借款的全部账单
        </Button>
      </div>
    </>
  );
}
