import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

const GOOD = [
  { title: '发票', text: '开票方、金额、日期清晰完整' },
  { title: '购物小票', text: '商户名称、商品明细和金额清晰' },
  { title: '转账记录', text: '收款方、金额、时间清晰，与借款用途一致' },
];
const BAD = ['照片模糊、反光或被遮挡', '截图经过编辑或拼接', '金额、日期与借款用途明显不符', '用于购房、证券、期货或理财等禁止用途'];

/** What a good voucher looks like (spec 2.2 /vouchersDemo, public): examples drawn on the page, no outside images. */
export default function VouchersDemoPage() {
  return (
    <div className="rp-page">
      <section className="rp-card" aria-label="合格凭证示例">
        <h2 className="rp-card-title">合格凭证示例</h2>
        <div className="rp-demo-grid">
          {GOOD.map((g) => (
            <figure key={g.title} className="rp-demo">
              <div className="rp-demo-paper" aria-hidden="true">
                <span className="rp-demo-line rp-demo-title" />
                <span className="rp-demo-line" />
                <span className="rp-demo-line rp-demo-short" />
                <span className="rp-demo-amount">1,280.00元</span>
              </div>
              <figcaption><strong>{g.title}</strong><br />{g.text}</figcaption>
            </figure>
          ))}
        </div>
      </section>
      <section className="rp-card" aria-label="不合格的凭证">
        <h2 className="rp-card-title">以下凭证将无法通过审核</h2>
        <ul className="rp-list">{BAD.map((b) => <li key={b}>{b}</li>)}</ul>
      </section>
      <div className="rp-actions">
        <Button block color="primary" onClick={() => shell.navigate('/vouchersList')}>去上传凭证</Button>
      </div>
    </div>
  );
}
