import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import { QueryView, GuestGate } from '@credit/shared/ui';
import { useVoucherList } from '../../api';
import { VoucherRow } from '../../components/VoucherRow';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';
import { EntryRow } from '../../../../components/EntryRow';

/**
 * Loan vouchers (spec 2.2 /vouchersList, consumeVoucher/list): each lent order and whether its
 * spending is proven, the way to upload for it, and every voucher sent with its review state.
 */
export default function VouchersListPage() {
  return (
    <div className="rp-page">
      <p className="rp-notice">
        根据监管要求，借款资金不得用于购房、投资等用途。请上传消费凭证（发票、购物小票、转账记录等）证明资金用途。
        <button type="button" className="rp-link" onClick={() => shell.navigate('/vouchersDemo')}>查看凭证示例</button>
      </p>
      {/* Spending not tied to one loan is proven apart (spec 2.2 /uploadConsumerVoucher; its records behind the header icon). */}
      <EntryRow to="/uploadConsumerVoucher" label="上传消费凭证" />
      <GuestGate what="借款凭证">{() => <Vouchers />}</GuestGate>
    </div>
  );
}

function Vouchers() {
  const list = useVoucherList();
  return (
    <QueryView query={list}>
      {(d) => (
        <>
          <section className="rp-card" aria-label="需要上传凭证的借款">
            <h2 className="rp-card-title">我的借款</h2>
            {d.orders.length === 0 ? (
              <p className="rp-hint">暂无需要上传凭证的借款</p>
            ) : (
              d.orders.map((o) => (
                <div key={o.orderNo} className="rp-bill" data-testid="voucher-order">
                  <div className="rp-bill-main">
                    <strong>借款 {formatYuan(o.loanAmt)} · {o.purposeName}</strong>
                    <span className="rp-muted">{o.lentDay} 放款 · {o.orderNo}</span>
                  </div>
                  {o.proven ? (
                    <span className="rp-tag rp-tag-paid">已证明</span>
                  ) : (
                    <Button size="small" color="primary" onClick={() => shell.navigate(`/vouchersUpload?orderNo=${o.orderNo}`)}>上传凭证</Button>
                  )}
                </div>
              ))
            )}
          </section>
          <section className="rp-card" aria-label="已提交的凭证">
            <h2 className="rp-card-title">已提交的凭证</h2>
            {d.vouchers.length === 0 ? <p className="rp-hint">暂无已提交的凭证</p> : d.vouchers.map((v) => <VoucherRow key={v.voucherId} voucher={v} />)}
          </section>
        </>
      )}
    </QueryView>
  );
}
