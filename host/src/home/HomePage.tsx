import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import {
  cardQuotaAtom, DEFAULT_HIGHEST_BORROW_FEN, DEFAULT_HOME_TILES, entryConfigAtom, isLoginAtom, mergeEntries, openEntry,
  requireActivatedLimit, requireLogin, requireOpenedCard, shell, sysConfigAtom,
} from '@credit/shared';
import { HomeView, type HomeViewProps } from './HomeView';

const BORROW_PATH = '/newBorrowCash';

/** The guest's view of the hero, also what scripts/prerender.tsx writes into index.html. */
export function guestHero(highestBorrowFen: number | null | undefined): Pick<HomeViewProps, 'amountLabel' | 'amountFen' | 'actionLabel'> {
  // Spec 9: the default applies when the server gives none or 0.
  const amountFen = highestBorrowFen && highestBorrowFen > 0 ? highestBorrowFen : DEFAULT_HIGHEST_BORROW_FEN;
  return { amountLabel: '最高可借(元)', amountFen, actionLabel: '立即借钱' };
}

/** Borrowing needs login, an opened card and an activated limit (spec 4.3, 4.4, 6). */
async function startBorrowing(): Promise<void> {
  if (!(await requireLogin())) return;
  const returnUrl = `#${BORROW_PATH}`;
  if (!(await requireOpenedCard(returnUrl))) return;
  if (!(await requireActivatedLimit(returnUrl))) return;
  shell.navigate(BORROW_PATH);
}

export default function HomePage() {
  const isLogin = useAtomValue(isLoginAtom);
  const sysConfig = useAtomValue(sysConfigAtom);
  const cardQuota = useAtomValue(cardQuotaAtom);
  const entryConfig = useAtomValue(entryConfigAtom);
  const tiles = useMemo(() => mergeEntries(DEFAULT_HOME_TILES, entryConfig?.homeTiles), [entryConfig]);

  const availableFen = isLogin ? cardQuota?.cardQuota : undefined;
  const hero =
    typeof availableFen === 'number' && availableFen > 0
      ? { amountLabel: '可用额度(元)', amountFen: availableFen, actionLabel: '立即借钱' }
      : guestHero(sysConfig?.borrowHighestMoney);

  return <HomeView {...hero} tiles={tiles} onBorrow={() => void startBorrowing()} onTile={(tile) => void openEntry(tile)} />;
}
