import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { baseInfoAtom, loadBaseInfo, sessionStore, type UserBaseInfo } from '@credit/shared';

/** The user's base info, fetched when missing; `failed` when that fetch did not succeed. */
export function useBaseInfo(): { info: UserBaseInfo | null; failed: boolean; retry: () => void } {
  const info = useAtomValue(baseInfoAtom, { store: sessionStore });
  const [failed, setFailed] = useState(false);
  const retry = useCallback(() => {
    setFailed(false);
    void loadBaseInfo().then((loaded) => setFailed(loaded === null));
  }, []);
  useEffect(() => {
    if (!info) retry();
  }, [info, retry]);
  return { info, failed, retry };
}
