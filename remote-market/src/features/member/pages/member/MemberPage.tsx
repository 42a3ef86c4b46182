import { useAtomValue } from 'jotai';
import { Link } from '@credit/shared/router';
import { Button } from 'antd-mobile';
import { absoluteHashUrl, externalHandoffUrl, browser, sessionStore, sysInfoAtom } from '@credit/shared';
import { GuestGate, QueryView, useSubmit } from '@credit/shared/ui';
import { useFishcardExchange, useFudouBalance, useMallAccess, useMallEntry, useMemberCard, useMemberTabAds, usePointsBalance, useUsableCouponCount } from '../../api';
import { LinkGrid } from '../../../../components/Cards';
import '../../../../components/market.css';

/**
 * The points-mall hand-off (spec 4.10, 7.7): duibaAccess, read as the tab shows, says whether the mall is
 * open (closed: its reason, the button disabled; unread or failed: usable); the tap asks consumer_common
 * for the one-time code (ADR 024), and fromModule, callBackUrl and version go with it; it comes back to /handleThirdParty.
 */
function MallButton() {
  const access = useMallAccess();
  const closed = access.data?.open === false;
  const mall = useSubmit(useMallEntry(), {
    onAnswer: ({ mallUrl, code }) => browser.assign(externalHandoffUrl(mallUrl, { code, fromModule: 'member', callBackUrl: absoluteHashUrl('/handleThirdParty?from=pointsMall') })),
  });
  return (
    <>
      <Button block color="primary" disabled={closed} loading={mall.pending} onClick={() => void mall.run(undefined)}>
        积分商城
      </Button>
      {closed && <p className="mk-muted" data-testid="mall-closed">{access.data!.reason}</p>}
      {mall.error && <p className="ui-error" role="alert">{mall.error}</p>}
    </>
  );
}

/**
 * The membership card partner (fishcard, spec 7.7): the session is exchanged for a one-time partner
 * token, and the partner page opened with token, fromModule, callBackUrl and version (spec 4.10). The
 * session token never leaves the app; the partner token is spent by its first use and dies in 60 s.
 */
function FishcardButton() {
  const exchange = useSubmit(useFishcardExchange(), {
    onAnswer: ({ partnerUrl, token }) => browser.assign(externalHandoffUrl(partnerUrl, { partnerToken: token, fromModule: 'member', callBackUrl: absoluteHashUrl('/member') })),
  });
  return (
    <>
      <Button block color="primary" fill="outline" loading={exchange.pending} onClick={() => void exchange.run(undefined)}>
        会员卡特权
      </Button>
      {exchange.error && <p className="ui-error" role="alert">{exchange.error}</p>}
    </>
  );
}

/**
 * Spec 6 "a marketing-tier membership level" (ADR 056): sys/info's memberLevel is the lowest membership
 * level offered the tier's partner (会员卡特权); none named (or sys/info unanswered), every level is. The
 * user's own level is the membership card's; unknown (not loaded, failed) below a named tier, not offered.
 */
function useMarketingTier(level: number | undefined): boolean {
  const tier = Number(useAtomValue(sysInfoAtom, { store: sessionStore })?.memberLevel);
  return !tier || (level !== undefined && level >= tier);
}

function MemberTabAds() {
  const { data } = useMemberTabAds();
  if (!data?.list?.length) return null;
  return <LinkGrid label="会员推荐" links={data.list.map((ad) => [ad.link, ad.title] as [string, string])} />;
}

function Member() {
  const card = useMemberCard();
  const points = usePointsBalance();
  const fudou = useFudouBalance();
  const tierOpen = useMarketingTier(card.data?.level);
  const coupons = useUsableCouponCount();
  return (
    <>
      <QueryView query={card}>
        {(c) => (
          <section className="mk-hero" aria-label="会员等级">
            <div className="mk-level">
              <h2>{c.levelName}</h2>
              <span>Lv{c.level}</span>
            </div>
            <p>成长值 {c.growth}{c.nextGrowth ? ` / ${c.nextGrowth}，再得 ${c.nextGrowth - c.growth} 升级` : '，已是最高等级'}</p>
          </section>
        )}
      </QueryView>
      <section className="mk-card">
        <div className="mk-grid">
          <Link to="/transactionRecord">
            <strong data-testid="points-balance">{points.data ? points.data.points : '--'}</strong>积分
          </Link>
          <Link to="/myDiamond">
            <strong data-testid="fudou-balance">{fudou.data ? fudou.data.balance : '--'}</strong>福豆
          </Link>
          <Link to="/myCoupons">
            <strong data-testid="coupon-count">{coupons ?? '--'}</strong>优惠券
          </Link>
        </div>
        <div className="mk-actions">
          <MallButton />
          {tierOpen && <FishcardButton />}
        </div>
      </section>
      <QueryView query={card}>
        {(c) => (
          <section className="mk-card" aria-labelledby="mk-benefits">
            <h2 id="mk-benefits" className="mk-card-title">会员权益</h2>
            <ul className="mk-list mk-flush">
              {c.benefits.map((b) => (
                <li key={b.title}>
                  <span className="mk-list-main">
                    <span>{b.title}</span>
                    <span className="mk-muted">{b.desc}</span>
                  </span>
                  <span className="mk-muted">{b.unlocked ? '已解锁' : '未解锁'}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </QueryView>
      <MemberTabAds />
      <LinkGrid label="更多" links={[['/pointsRule', '积分规则'], ['/wechatPrivilege', '微信特权'], ['/internalLetter', '我的消息']]} />
    </>
  );
}

/** /member, the membership tab: level, growth, points and fudou balances, benefits, the points mall (spec 2.1, 7.7). */
export default function MemberPage() {
  return (
    <div className="mk-page">
      <GuestGate what="会员权益">{() => <Member />}</GuestGate>
    </div>
  );
}
