import { useSearchParams } from '@credit/shared/router';
import { Link } from '@credit/shared/router';
import type { CouponItem, CouponItemsData, CouponState } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useCoupons, useInvalidCoupons, useRedEnvelopes, useRedPackets, useUsedRedPackets } from '../../api';
import '../../../../components/market.css';

const TABS: ReadonlyArray<[CouponState, string]> = [['effective', '可使用'], ['used', '已使用'], ['expired', '已过期']];
const KIND: Record<CouponItem['kind'], string> = { coupon: '优惠券', redPacket: '借款红包' };

function CouponRow({ c }: { c: CouponItem }) {
  return (
    <li className={`mk-coupon is-${c.state}`} data-testid="coupon">
      <span className="face">{formatYuan(c.amountFen)}</span>
      <span className="mk-list-main">
        <span>{c.title}</span>
        <span className="mk-muted">
          {KIND[c.kind]} · {c.thresholdFen ? `借款满${formatYuan(c.thresholdFen)}可用` : '无门槛'}
        </span>
        <span className="mk-muted">{c.state === 'used' ? '已使用' : c.state === 'expired' ? `已于${c.expiresDay}过期` : `有效期至${c.expiresDay}`}</span>
      </span>
      {c.state === 'effective' && <Link to="/newBorrowCash">去使用</Link>}
    </li>
  );
}

interface Reads { coupons?: CouponItem[]; red?: CouponItemsData; invalid?: CouponItemsData; redPackets?: CouponItemsData; usedRedPackets?: CouponItemsData }

/**
 * A tab's list from the spec calls, coupons from the coupon calls and red packets from the red-packet calls:
 * effective: queryCouponList's coupons and redEnvelopeList effective's red packets; used: invalidation's used
 * coupons and the red packets spent (redPacket used); expired: invalidation's expired coupons and the expired
 * red packets of redPacket lists.
 */
function tabList(state: CouponState, r: Reads): CouponItemsData | undefined {
  if (state === 'effective') return r.coupons && r.red && { list: [...r.coupons, ...r.red.list] };
  const redPackets = state === 'used' ? r.usedRedPackets : r.redPackets;
  return r.invalid && redPackets && {
    list: [...r.invalid.list.filter((c) => c.kind === 'coupon' && c.state === state), ...redPackets.list.filter((c) => c.state === state)],
  };
}

/**
 * /myCoupons (spec 2.6, 7.7): coupons and loan red packets as effective / used / expired, with each
 * tab's count; the tab is in the address, so a reload or a back keeps it. Each part comes from its spec
 * call: queryCouponList (the coupons), redEnvelopeList effective (the red packets to use), invalidation
 * (the used and expired coupons), redPacket used (the red packets spent) and redPacket lists (every red
 * packet with its state: the expired ones).
 */
export default function MyCouponsPage() {
  const [params, setParams] = useSearchParams();
  const state = (TABS.find(([s]) => s === params.get('state'))?.[0] ?? 'effective') as CouponState;
  const coupons = useCoupons('effective');
  const red = useRedEnvelopes();
  const invalid = useInvalidCoupons();
  const redPackets = useRedPackets();
  const usedRedPackets = useUsedRedPackets();
  const reads: Reads = { coupons: coupons.data?.list, red: red.data, invalid: invalid.data, redPackets: redPackets.data, usedRedPackets: usedRedPackets.data };
  // The tab's reads as one: content when its reads are in, else the first failure with its retry.
  const failed = (state === 'effective' ? [coupons, red] : [invalid, state === 'used' ? usedRedPackets : redPackets]).find((q) => q.isError);
  const data = tabList(state, reads);
  const query = { data, isError: failed !== undefined, error: failed?.error ?? null, refetch: () => failed?.refetch() };
  const count = (s: CouponState) => tabList(s, reads)?.list.length;
  const counts = TABS.every(([s]) => count(s) !== undefined) ? Object.fromEntries(TABS.map(([s]) => [s, count(s)])) : undefined;
  return (
    <div className="mk-page">
      <div className="mk-tabs" role="tablist" aria-label="优惠券状态">
        {TABS.map(([s, label]) => (
          <button key={s} type="button" role="tab" aria-selected={s === state} onClick={() => setParams({ state: s }, { replace: true })}>
            {label}{counts ? `(${counts[s]})` : ''}
          </button>
        ))}
      </div>
      <QueryView query={query}>
        {(d) =>
          d.list.length === 0 ? (
            <p className="mk-empty">暂无{TABS.find(([s]) => s === state)![1]}的优惠券</p>
          ) : (
            <ul className="mk-list" aria-label="优惠券">
              {d.list.map((c) => (
                <CouponRow key={c.couponId} c={c} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
