import { useState } from 'react';
import { bridge, shell, type CreditItem } from '@credit/shared';
import { thirdPartyUrl, useCrawler, useFace } from '../api';
import { isThirdParty, ITEM_ROUTES, refreshUrl } from './items';

/**
 * Starts an item (spec 7.6): its page (ID photos, credit cards), the stand-in third-party page
 * (operator, social security, housing fund, sesame: it returns to /refresh), the crawler at once,
 * or face recognition through the native bridge (app or official-account browser only, spec 4.10;
 * elsewhere the bridge tells the user, MESSAGES.faceOutsideApp).
 */
export function useStartItem() {
  const crawler = useCrawler();
  const face = useFace();
  const [leaving, setLeaving] = useState(false);

  const start = async (item: CreditItem) => {
    const route = ITEM_ROUTES[item];
    if (route) {
      shell.navigate(route);
      return;
    }
    try {
      if (isThirdParty(item)) {
        setLeaving(true);
        const { url } = await thirdPartyUrl(item, refreshUrl(item));
        window.location.assign(url);
        return;
      }
      if (item === 'crawler') {
        await crawler.mutateAsync();
        shell.toast('授权成功');
        return;
      }
      if (item === 'face') {
        const result = await bridge.faceRecognition({ scene: 'credit' });
        if (!result) return;
        await face.mutateAsync(result.via === 'native' ? JSON.stringify(result.result ?? 'native').slice(0, 4096) : 'weixin');
        shell.navigate('/refresh?type=face');
      }
    } catch {
      // The http client told the user; the item keeps its state.
      setLeaving(false);
    }
  };

  return { start, busy: leaving || crawler.isPending || face.isPending };
}
