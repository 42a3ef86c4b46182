import { formatMoney, MESSAGES, type EntryItem } from '@credit/shared';
import type { Advert, IdxSkinData } from '@credit/shared/api';

/** Colours of the built-in tile glyphs, by position. */
const TILE_COLOURS = ['var(--brand)', '#ffa53b', '#3c7eff', '#19b26b', '#f5455c'];

export interface HomeViewProps {
  /**
   * What the hero shows: the highest borrowable amount for guests, the available limit once known; null
   * while a logged-in user's is not known yet (a placeholder, never a figure that is not theirs).
   */
  amountLabel: string;
  amountFen: number | null;
  actionLabel: string;
  tiles: readonly EntryItem[];
  onBorrow?: () => void;
  onTile?: (tile: EntryItem) => void;
  /** The configured skin (sys idxSkin, checked by skinOf); none: the stylesheet's own hero. */
  skin?: IdxSkinData;
  /** The configured home banner (sys imageConfig homeBanner, checked by safeImageUrl); none: no banner. */
  bannerImage?: string | null;
  /** The home position's advertisements (getAdviertisement); each opens its page. */
  ads?: readonly Advert[];
  onAd?: (ad: Advert) => void;
  /**
   * The user has an overdue bill (applyPay/aptStatus): told first, with 去还款 in place of the loan, and no
   * advertisement (they offer loans) beside it.
   */
  overdue?: boolean;
  onRepay?: () => void;
  /** The configured compliance copy (sys config complianceCopy); none or empty: the built-in lines. */
  legalCopy?: string | null;
}

/**
 * The borrow tab's layout, free of data fetching, so scripts/prerender.tsx renders the same markup
 * into index.html that React later takes over (no layout shift).
 */
export function HomeView({ amountLabel, amountFen, actionLabel, tiles, onBorrow, onTile, skin, bannerImage, ads = [], onAd, overdue = false, onRepay, legalCopy }: HomeViewProps) {
  const skinned = skin && skin.skinId !== 'default';
  return (
    <div className="home">
      <section
        className="home-hero"
        aria-label="借款额度"
        data-skin={skin?.skinId ?? 'default'}
        style={skinned ? { background: `linear-gradient(135deg, ${skin.heroStart} 0%, ${skin.heroEnd} 100%)` } : undefined}
      >
        {skinned && skin.greeting && <p className="home-hero-greeting">{skin.greeting}</p>}
        {amountFen === null ? (
          <div className="home-amount-pending" aria-busy="true" aria-label="额度加载中" data-testid="home-amount-pending">
            <p className="home-hero-label"><span className="home-placeholder" /></p>
            <p className="home-amount"><span className="home-placeholder" /></p>
          </div>
        ) : (
          <>
            <p className="home-hero-label">{amountLabel}</p>
            <p className="home-amount money">{formatMoney(amountFen)}</p>
          </>
        )}
        {overdue ? (
          <div className="home-overdue" role="alert" data-testid="home-overdue">
            <p>{MESSAGES.overdueBlocksBorrowing}</p>
            <button type="button" className="btn-primary" onClick={onRepay}>去还款</button>
          </div>
        ) : (
          <button type="button" className="btn-primary" onClick={onBorrow}>
            {actionLabel}
          </button>
        )}
        <p className="home-hero-note">额度以审批结果为准</p>
      </section>
      <nav className="home-tiles" aria-label="快捷入口">
        {tiles.map((tile, index) => (
          <button key={tile.key} type="button" className="home-tile" onClick={() => onTile?.(tile)}>
            <span className="home-tile-icon" style={{ background: TILE_COLOURS[index % TILE_COLOURS.length] }} aria-hidden="true">
              {tile.icon ? <img src={tile.icon} alt="" width={36} height={36} /> : tile.title.slice(0, 1)}
            </span>
            <span>{tile.title}</span>
            {tile.corner && <span className="home-tile-corner">{tile.corner}</span>}
          </button>
        ))}
      </nav>
      {bannerImage && <img className="home-banner" src={bannerImage} alt="" data-testid="home-banner" />}
      {!overdue && ads.map((ad) => (
        <button key={ad.adId} type="button" className="home-ad" data-testid={`home-ad-${ad.adId}`} onClick={() => onAd?.(ad)}>
          <strong>{ad.title}</strong>
          <span>{ad.subtitle}</span>
        </button>
      ))}
      <p className="home-legal" data-testid="home-legal">
        {legalCopy || (
          <>
            本平台为信息服务平台，不是资金中介
            <br />
            {MESSAGES.studentReminder}
          </>
        )}
      </p>
    </div>
  );
}
