import { useMemo, useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import {
  cardQuotaAtom, DEFAULT_HIGHEST_BORROW_FEN, DEFAULT_HOME_TILES, entryConfigAtom, getHost, isLoginAtom, mergeEntries, openEntry, sharedReads, shell,
  sysConfigAtom, throughBorrowGates, useBaseInfo, useConfiguredImage, useIdxSkin, useRead,
} from '@credit/shared';
import { HomeView, type HomeViewProps } from './HomeView';
import { useHomePopup } from './popup';

/**
 * Where 立即借钱 leads. The route's guard asks for login, an opened card and an activated limit
 * (requiresBorrowReady), the same for this button as for every other way in.
 */
const BORROW_PATH = '/newBorrowCash';
/** Where 去还款 leads while a bill is overdue: the month bill, overdue first. */
const REPAY_PATH = '/billList';

/** The guest's view of the hero, also what scripts/prerender.tsx writes into index.html. */
export function guestHero(highestBorrowFen: number | null | undefined): Pick<HomeViewProps, 'amountLabel' | 'amountFen' | 'actionLabel'> {
  // Spec 9: the default applies when the server gives none or 0.
  const amountFen = highestBorrowFen && highestBorrowFen > 0 ? highestBorrowFen : DEFAULT_HIGHEST_BORROW_FEN;
  return { amountLabel: '最高可借(元)', amountFen, actionLabel: '立即借钱' };
}

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the home pre-rendered into index.html, true after: what the pre-render
 * cannot know (configured copy, advertisements) is drawn only once hydrated, or a value arriving before
 * the home's boundary hydrates makes React throw the markup away (error #418) and paint it again.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

export default function HomePage() {
  const hydrated = useHydrated();
  const isLogin = useAtomValue(isLoginAtom);
  // A logged-in user's card and quota arrive with base info: fetched here too, so a reload of the
  // home shows their available quota, not the guest figure (and refreshes after a mutation).
  const baseInfo = useBaseInfo();
  useHomePopup();
  const sysConfig = useAtomValue(sysConfigAtom);
  const cardQuota = useAtomValue(cardQuotaAtom);
  const entryConfig = useAtomValue(entryConfigAtom);
  const tiles = useMemo(() => mergeEntries(DEFAULT_HOME_TILES, entryConfig?.homeTiles), [entryConfig]);
  // Configured content (ADR 040): each read quietly, the home drawn with its defaults until (or unless) it answers.
  const skin = useIdxSkin();
  const bannerImage = useConfiguredImage('homeBanner');
  const ads = useRead(sharedReads.advertisement, { position: 'home' }, { request: { suppressErrorToast: true } });
  // An overdue bill closes borrowing (the server refuses it): the home says so first, with 去还款.
  const apt = useRead(sharedReads.aptStatus, {}, { enabled: isLogin, request: { suppressErrorToast: true } });
  const overdue = isLogin && apt.data?.noOverdue === false;

  // 可用额度 is what the user can still borrow (card info loanAmt: the limit less loans outstanding), shown
  // once a limit is granted, 0 included; the granted limit itself (cardQuota) is not what they can take.
  const hasLimit = isLogin && (cardQuota?.cardQuota ?? 0) > 0;
  // Until a logged-in user's base info says whether they have a limit, no figure: the guest's highest
  // amount shown first (seen for over a second on a reload) is not what they can borrow.
  const quotaPending = isLogin && baseInfo.data === undefined && !baseInfo.isError;
  const hero = quotaPending
    ? { amountLabel: '', amountFen: null, actionLabel: '立即借钱' }
    : hasLimit
      ? { amountLabel: '可用额度(元)', amountFen: cardQuota?.loanAmt ?? 0, actionLabel: '立即借钱' }
      : guestHero(sysConfig?.borrowHighestMoney);

  return (
    <HomeView
      {...hero}
      tiles={tiles}
      skin={skin}
      bannerImage={bannerImage}
      ads={hydrated ? ads.data?.list : undefined}
      onAd={(ad) => shell.navigate(`/adInfo?adId=${encodeURIComponent(ad.adId)}`)}
      // The channel gates (channelApi) first: a closed one says why and the borrow flow is not entered.
      onBorrow={() => void throughBorrowGates(getHost().profile.channel, () => shell.navigate(BORROW_PATH))}
      onTile={(tile) => void openEntry(tile)}
      overdue={overdue}
      onRepay={() => shell.navigate(REPAY_PATH)}
      // The configured compliance copy (spec 3 complianceCopy) once sys config answers; the pre-rendered
      // guest home (scripts/prerender.tsx) carries the built-in lines until then.
      legalCopy={hydrated ? sysConfig?.complianceCopy : undefined}
    />
  );
}
