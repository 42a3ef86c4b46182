import { bridge, shell, type CreditItem } from '@credit/shared';
import { useSubmit } from '@credit/shared/ui';
import { useCrawler, useFace, useThirdPartyUrl } from '../api';
import { isThirdParty, ITEM_ROUTES, refreshUrl } from './items';

/**
 * Starts an item (spec 7.6): its page (ID photos, credit cards), the stand-in third-party page
 * (operator, social security, housing fund, sesame: it returns to /refresh), the crawler at once,
 * or face recognition through the native bridge (app or official-account browser only, spec 4.10;
 * elsewhere the bridge tells the user, MESSAGES.faceOutsideApp). Each call goes through the one submit
 * path: `pending` while one runs (or the page is being left), `error` for the page's line.
 */
export function useStartItem() {
  const thirdPartyUrl = useThirdPartyUrl();
  const thirdParty = useSubmit(thirdPartyUrl, { onAnswer: ({ url }) => window.location.assign(url) });
  const crawler = useSubmit(useCrawler(), { onAnswer: () => shell.toast('授权成功') });
  const face = useSubmit(useFace(), { onAnswer: () => shell.navigate('/refresh?type=face') });

  const start = async (item: CreditItem) => {
    const route = ITEM_ROUTES[item];
    if (route) {
      shell.navigate(route);
      return;
    }
    if (isThirdParty(item)) {
      await thirdParty.run({ item, returnUrl: refreshUrl(item) });
      return;
    }
    if (item === 'crawler') {
      await crawler.run(undefined);
      return;
    }
    if (item === 'face') {
      const result = await bridge.faceRecognition({ scene: 'credit' });
      if (!result) return;
      await face.run(result.via === 'native' ? JSON.stringify(result.result ?? 'native').slice(0, 4096) : 'weixin');
    }
  };

  return {
    start,
    // Once the third-party address came, the page is being left: nothing else starts meanwhile.
    pending: thirdParty.pending || thirdPartyUrl.isSuccess || crawler.pending || face.pending,
    error: thirdParty.error ?? crawler.error ?? face.error,
  };
}
