import { useState } from 'react';
import { MOBILE_CARRIER_NAMES, MOBILE_CARRIERS } from '@credit/shared';
import type { MobileCarrier } from '@credit/shared/api';
import { QueryView } from '@credit/shared/ui';
import { useMobileProducts } from '../../api';
import { ProductGrid } from '../../components/ProductGrid';
import '../../../../components/market.css';

/** /creditLifeMobile: mobile top-up by carrier and face value (spec 7.7 `mobile`), to the account mobile. */
export default function CreditLifeMobilePage() {
  const [carrier, setCarrier] = useState<MobileCarrier>('cmcc');
  const products = useMobileProducts(carrier);
  return (
    <div className="mk-page">
      <div className="mk-tabs" role="tablist" aria-label="运营商">
        {MOBILE_CARRIERS.map((c) => (
          <button key={c} type="button" role="tab" aria-selected={carrier === c} onClick={() => setCarrier(c)}>{MOBILE_CARRIER_NAMES[c]}</button>
        ))}
      </div>
      <QueryView query={products}>
        {(p) => (
          <section className="mk-card">
            <h2 className="mk-card-title">充值号码 {p.mobile}</h2>
            <ProductGrid products={p.products} label="充值面额" />
          </section>
        )}
      </QueryView>
    </div>
  );
}
