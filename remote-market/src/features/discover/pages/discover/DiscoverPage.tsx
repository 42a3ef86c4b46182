import { useState } from 'react';
import { Link } from '@credit/shared/router';
import { openBannerLink } from '@credit/shared';
import { Loading } from '@credit/shared/ui';
import { recordBannerClick, useAnnouncements, useBanners, useDiscoverAds, useDiscoverTabAds, useVisibleActivities } from '../../api';
import '../../../../components/market.css';

function Banners() {
  const { data } = useBanners();
  if (!data?.list?.length) return null;
  return (
    <section aria-label="活动推荐">
      {data.list.map((b) => (
        <button
          key={b.bannerId}
          type="button"
          className={`mk-banner ${b.theme}`}
          data-testid={`banner-${b.bannerId}`}
          onClick={() => {
            recordBannerClick(b.bannerId);
            if (b.link) void openBannerLink(b.link);
          }}
        >
          <strong>{b.title}</strong>
          <span>{b.subtitle}</span>
        </button>
      ))}
    </section>
  );
}

/** 信用生活 (its shops and checkout) is the product's own service: always offered here, not only while an ad leads to it. */
const CREDIT_LIFE_ENTRY = { adId: 'creditLife', title: '信用生活', link: '/creditLife' };

function TabAds() {
  const { data, isPending } = useDiscoverTabAds();
  if (isPending) return null;
  const ads = data?.list ?? [];
  const entries = ads.some((ad) => ad.link.split('?')[0] === CREDIT_LIFE_ENTRY.link) ? ads : [...ads, CREDIT_LIFE_ENTRY];
  return (
    <nav className="mk-card" aria-label="精选服务">
      <div className="mk-grid">
        {entries.map((ad) => (
          <Link key={ad.adId} to={ad.link}>
            {ad.title}
          </Link>
        ))}
      </div>
    </nav>
  );
}

/** The discover position's advertisements (getAdviertisement), each opening its page (getAdviertisementInfo). */
function Adverts() {
  const { data } = useDiscoverAds();
  if (!data?.list?.length) return null;
  return (
    <section aria-label="广告">
      {data.list.map((ad) => (
        <Link key={ad.adId} to={`/adInfo?adId=${encodeURIComponent(ad.adId)}`} className="mk-card mk-link-card" data-testid={`ad-${ad.adId}`}>
          <strong>{ad.title}</strong>
          <span className="mk-muted">{ad.subtitle}</span>
        </Link>
      ))}
    </section>
  );
}

function Activities() {
  const { query, list } = useVisibleActivities();
  if (!query.data) return query.isPending ? <Loading lines={3} /> : null;
  return (
    <section className="mk-card" aria-labelledby="mk-activities">
      <h2 id="mk-activities" className="mk-card-title">热门活动</h2>
      <ul className="mk-list mk-flush">
        {list.map((a) => (
          <li key={a.code} data-testid={`activity-${a.code}`}>
            <Link to={a.link} className="mk-list-main">
              <span>{a.title}</span>
              <span className="mk-muted">{a.ended ? '已结束' : `${a.summary} · 截止${a.endsDay}`}</span>
            </Link>
            <span aria-hidden="true">›</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Announcements() {
  const { data } = useAnnouncements();
  const [openNotice, setOpenNotice] = useState<string | null>(null);
  if (!data?.list?.length) return null;
  return (
    <section className="mk-card" aria-labelledby="mk-notices">
      <h2 id="mk-notices" className="mk-card-title">平台公告</h2>
      {data.list.map((n) => (
        <div key={n.noticeId}>
          <button
            type="button"
            className="mk-notice"
            aria-expanded={openNotice === n.noticeId}
            onClick={() => setOpenNotice(openNotice === n.noticeId ? null : n.noticeId)}
          >
            <span>{n.title}</span>
            <span className="mk-muted">{n.publishedDay}</span>
          </button>
          {openNotice === n.noticeId && <p className="mk-muted">{n.content}</p>}
        </div>
      ))}
    </section>
  );
}

/**
 * /discover (spec 2.1, 7.7): banners (each click recorded), the tab's ads, the advertisements, the
 * activities (a CRM campaign only for its group) and the announcements, each its own call: a part that
 * fails is left out, the rest still shows (ADR 040).
 */
export default function DiscoverPage() {
  return (
    <div className="mk-page">
      <Banners />
      <TabAds />
      <Adverts />
      <Activities />
      <Announcements />
      <Link to="/internalLetter" className="mk-card mk-link-card">
        我的消息 ›
      </Link>
    </div>
  );
}
