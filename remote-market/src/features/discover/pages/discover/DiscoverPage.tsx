import { useState } from 'react';
import { Link } from '@credit/shared/router';
import { openBannerLink } from '@credit/shared';
import type { DiscoverData } from '@credit/shared/api';
import { QueryView } from '@credit/shared/ui';
import { recordBannerClick, useDiscover } from '../../api';
import '../../../../components/market.css';

function Discover({ data }: { data: DiscoverData }) {
  const [openNotice, setOpenNotice] = useState<string | null>(null);
  return (
    <>
      <section aria-label="活动推荐">
        {data.banners.map((b) => (
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
      <nav className="mk-card" aria-label="精选服务">
        <div className="mk-grid">
          {data.tabAds.map((ad) => (
            <Link key={ad.adId} to={ad.link}>
              {ad.title}
            </Link>
          ))}
        </div>
      </nav>
      <section className="mk-card" aria-labelledby="mk-activities">
        <h2 id="mk-activities" className="mk-card-title">热门活动</h2>
        <ul className="mk-list mk-flush">
          {data.activities.map((a) => (
            <li key={a.code}>
              <Link to={a.link} className="mk-list-main">
                <span>{a.title}</span>
                <span className="mk-muted">{a.ended ? '已结束' : `${a.summary} · 截止${a.endsDay}`}</span>
              </Link>
              <span aria-hidden="true">›</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="mk-card" aria-labelledby="mk-notices">
        <h2 id="mk-notices" className="mk-card-title">平台公告</h2>
        {data.announcements.map((n) => (
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
      <Link to="/internalLetter" className="mk-card mk-link-card">
        我的消息 ›
      </Link>
    </>
  );
}

/** /discover: banners (each click recorded), the tab's ads, activities and announcements (spec 2.1, 7.7). */
export default function DiscoverPage() {
  const discover = useDiscover();
  return (
    <div className="mk-page">
      <QueryView query={discover}>{(data) => <Discover data={data} />}</QueryView>
    </div>
  );
}
