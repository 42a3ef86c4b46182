import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useAtomValue, type PrimitiveAtom } from 'jotai';
import { sessionStore } from '../session/store';

/**
 * A per-app-start server value (sys config, the switches) for a view: what the host's start-up put in
 * `valueAtom`, else one query on `queryKey` however many views ask (a deep link can open a page
 * before the start-up answer, or after it failed, and a remote may run alone). The answer fills the
 * atom for the rest of the app. `failed`: no value could be had.
 */
export function useStartupValue<T>(valueAtom: PrimitiveAtom<T | null>, queryKey: QueryKey, fetcher: () => Promise<T | null | undefined>): { value: T | null; failed: boolean } {
  const loaded = useAtomValue(valueAtom, { store: sessionStore });
  const query = useQuery({ ...startupQuery(valueAtom, queryKey, fetcher), enabled: loaded === null });
  const value = loaded ?? query.data ?? null;
  return { value, failed: value === null && query.isError };
}

/** The query behind `useStartupValue`, for code outside a view (`fetchQuery`). */
export function startupQuery<T>(valueAtom: PrimitiveAtom<T | null>, queryKey: QueryKey, fetcher: () => Promise<T | null | undefined>) {
  return {
    queryKey,
    queryFn: async (): Promise<T> => {
      const value = await fetcher();
      if (value === null || value === undefined) throw new Error(`${String(queryKey.join('/'))} answered without a value`);
      sessionStore.set(valueAtom, value);
      return value;
    },
    // Per app start, not per visit: asked when no one has it yet, never again.
    staleTime: Infinity,
  };
}
