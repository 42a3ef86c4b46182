import { Link, useSearchParams } from '@credit/shared/router';
import { QueryView } from '@credit/shared/ui';
import { useAdInfo } from '../../api';
import '../../../../components/market.css';

/** /adInfo?adId= (issue 28): an advertisement's page (getAdviertisementInfo), opened from its card on the home or discover tab. */
export default function AdInfoPage() {
  const [params] = useSearchParams();
  const adId = params.get('adId') ?? '';
  const info = useAdInfo(adId);
  // Reached without an ad (a bare address): say so, as the server does for an unknown one.
  if (!adId) {
    return (
      <div className="mk-page">
        <p className="mk-card" role="status">广告不存在或已下线</p>
      </div>
    );
  }
  return (
    <div className="mk-page">
      <QueryView query={info} failedTitle="广告信息加载失败">
        {(ad) => (
          <section className="mk-card" data-testid="ad-info">
            <h2 className="mk-card-title">{ad.title}</h2>
            <p>{ad.content}</p>
            {ad.link && (
              <Link to={ad.link} className="adm-button adm-button-primary adm-button-block adm-button-large">
                {ad.linkText}
              </Link>
            )}
          </section>
        )}
      </QueryView>
    </div>
  );
}
