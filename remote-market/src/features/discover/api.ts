import { useQuery } from '@tanstack/react-query';
import { API_PATHS, dropCallFailure, http } from '@credit/shared';
import type { DiscoverData } from '@credit/shared/api';

export const discoverKeys = { discover: ['market', 'discover'] as const };

export const useDiscover = () => useQuery({ queryKey: discoverKeys.discover, queryFn: () => http.post<DiscoverData>(API_PATHS.market.discover, undefined, { suppressErrorToast: true }) });

/**
 * Records a banner click (spec 7.7 clickRecord) without holding up the tap: the navigation goes on,
 * and a lost record bothers nobody (no toast). Anything but a refusal or a lost answer is a bug and
 * is rethrown (an unhandled rejection, reported like any other).
 */
export function recordBannerClick(bannerId: string): void {
  // A click record refused or without answer is not the user's concern.
  void http.post(API_PATHS.market.bannerClick, { bannerId }, { suppressErrorToast: true }).catch(dropCallFailure);
}
