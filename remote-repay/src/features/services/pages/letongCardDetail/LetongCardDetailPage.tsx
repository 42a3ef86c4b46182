import { useSearchParams } from '@credit/shared/router';
import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import type { LetongPackage } from '@credit/shared/api';
import { formatYuan, formatRateBp } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useLetongPackage } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/** One Letong package (spec 2.2 /letong-card-detail?packageId=, public): APR first, then limit, fee, periods and terms. */
export default function LetongCardDetailPage() {
  const [search] = useSearchParams();
  const packageId = search.get('packageId') ?? '';
  if (!/^\w{1,16}$/.test(packageId)) {
    return (
      <div className="rp-result">
        <h2>套餐不存在</h2>
        <Button color="primary" fill="outline" onClick={() => shell.navigate('/letong-package-list')}>查看全部套餐</Button>
      </div>
    );
  }
  return <Detail packageId={packageId} />;
}

function Detail({ packageId }: { packageId: string }) {
  const pkg = useLetongPackage(packageId);
  return (
    <div className="rp-page">
      <QueryView query={pkg}>{(p) => <Package p={p} />}</QueryView>
    </div>
  );
}

function Package({ p }: { p: LetongPackage }) {
  return (
    <>
      <section className="rp-card" aria-label={p.name}>
        <h2 className="rp-card-title">{p.name}</h2>
        <div className="rp-apr">
          <span>分期年化利率</span>
          <strong data-testid="letong-apr">{formatRateBp(p.aprBp)}起</strong>
        </div>
        <dl className="rp-facts">
          <div><dt>最高额度</dt><dd>{formatYuan(p.limitFen)}</dd></div>
          <div><dt>年费</dt><dd>{formatYuan(p.annualFeeFen)}</dd></div>
          <div><dt>可分期数</dt><dd>{p.periods.join('/')}期</dd></div>
        </dl>
      </section>
      <section className="rp-card" aria-label="套餐条款">
        <h2 className="rp-card-title">套餐条款</h2>
        <ul className="rp-list">{p.terms.map((t) => <li key={t}>{t}</li>)}</ul>
      </section>
      <div className="rp-actions">
        <Button block color="primary" onClick={() => shell.navigate('/letong-bill')}>查看我的乐通卡账单</Button>
      </div>
    </>
  );
}
