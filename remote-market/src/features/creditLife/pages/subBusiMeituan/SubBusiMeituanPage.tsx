import { useLocation } from '@credit/shared/router';
import { getHost, SHOP_PARTNER_NAMES, useSwitchOpen, type DeviceProfile, type SwitchName } from '@credit/shared';
import type { ShopPartner } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useProducts } from '../../api';
import { ProductGrid } from '../../components/ProductGrid';
import '../../../../components/market.css';

/** The sub-business pages (spec 2.10) and their partner. */
export const SUB_BUSINESS_PARTNERS: Record<string, ShopPartner> = { '/sub-busi-meituan': 'meituan', '/sub-busi-elem': 'elem', '/sub-busi-mthotel': 'mthotel' };

/** Spec 6: one shop-instalment switch per platform (Android app, iOS app, H5 elsewhere), by the profile's channel. */
export function shopSwitchFor({ channel }: Pick<DeviceProfile, 'channel'>): SwitchName {
  if (channel === 'ios') return 'shopInstalmentIosSwitch';
  return channel === 'android' ? 'shopInstalmentAndroidSwitch' : 'shopInstalmentH5Switch';
}

/**
 * /sub-busi-meituan, /sub-busi-elem, /sub-busi-mthotel (spec 2.10; login, base info; the three routes share this page): the partner's instalment
 * shop (its vouchers, paid at the credit-life checkout) while the platform's shop-instalment switch is open;
 * closed, a closed notice.
 */
export default function SubBusiMeituanPage() {
  const partner = SUB_BUSINESS_PARTNERS[useLocation().pathname]!;
  const open = useSwitchOpen(shopSwitchFor(getHost().profile));
  const name = SHOP_PARTNER_NAMES[partner];
  if (!open) {
    return (
      <section className="mk-page" data-testid="sub-busi-closed">
        <div className="mk-card">
          <h2 className="mk-card-title">{name}分期暂未开放</h2>
          <p className="mk-muted">该服务当前不可用，请稍后再来</p>
          <a className="btn-primary" href="#/">返回首页</a>
        </div>
      </section>
    );
  }
  return <OpenShop partner={partner} name={name} />;
}

function OpenShop({ partner, name }: { partner: ShopPartner; name: string }) {
  const products = useProducts(partner);
  return (
    <div className="mk-page" data-testid="sub-busi-open">
      <QueryView query={products}>
        {(p) => (
          <section className="mk-card">
            <h2 className="mk-card-title">{name}分期</h2>
            <p className="mk-muted">可分期额度 {formatYuan(p.instalmentMaxFen)}</p>
            <ProductGrid products={p.products} label={`${name}代金券`} />
          </section>
        )}
      </QueryView>
    </div>
  );
}
