import { useLocation } from '@credit/shared/router';
import { useAtomValue } from 'jotai';
import { cardQuotaAtom, formatYuan, getHost, sessionStore, useSwitchOpen, type SwitchName } from '@credit/shared';
import '../pages.css';

/** The partners of the instalment-shopping sub-businesses (spec 2.10). */
export const SUB_BUSINESSES: Record<string, { partner: string; what: string }> = {
  '/sub-busi-meituan': { partner: '美团', what: '外卖、到店餐饮' },
  '/sub-busi-elem': { partner: '饿了么', what: '外卖、生鲜' },
  '/sub-busi-mthotel': { partner: '美团酒店', what: '酒店、民宿预订' },
};

/** Spec 6: one shop-instalment switch per platform (Android app, iOS app, H5 elsewhere). */
export function shopSwitchFor(host: { isNativeApp: boolean; platform: string }): SwitchName {
  if (!host.isNativeApp) return 'shopInstalmentH5Switch';
  return host.platform === 'ios' ? 'shopInstalmentIosSwitch' : 'shopInstalmentAndroidSwitch';
}

/**
 * /sub-busi-meituan, /sub-busi-elem, /sub-busi-mthotel (spec 2.10; login, base info): paying a partner's
 * order in instalments with the credit limit, while the platform's shop-instalment switch is open.
 */
export default function SubBusinessPage() {
  const { pathname } = useLocation();
  const business = SUB_BUSINESSES[pathname]!;
  const open = useSwitchOpen(shopSwitchFor(getHost()));
  const card = useAtomValue(cardQuotaAtom, { store: sessionStore });
  if (!open) {
    return (
      <section className="state-page" data-testid="sub-busi-closed">
        <h2>{business.partner}分期暂未开放</h2>
        <p>该服务正在筹备中，敬请期待</p>
        <a className="btn-primary" href="#/">返回首页</a>
      </section>
    );
  }
  return (
    <div className="host-page" data-testid="sub-busi-open">
      <section className="host-card">
        <h2>{business.partner}分期</h2>
        <p>{business.what}订单可使用借款额度分期支付。</p>
        {card?.loanAmt !== undefined && <p>可用额度：{formatYuan(card.loanAmt)}</p>}
      </section>
      <section className="host-card">
        <h2>如何使用</h2>
        <ol>
          <li>在{business.partner}下单，支付时选择「分期支付」；</li>
          <li>选择分期期数，确认年化利率与每期应还金额；</li>
          <li>输入交易密码完成支付，账单在「我的账单」中查看。</li>
        </ol>
        <p className="host-muted">分期息费以支付时展示为准，请按时还款，逾期将产生罚息并影响个人征信。</p>
      </section>
    </div>
  );
}
