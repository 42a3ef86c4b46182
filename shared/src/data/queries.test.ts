import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../api/paths';
import { http } from '../http/client';
import { bankCardKeys, oneCardKeys } from './keys';
import { boundCardsQuery, oneCardInfoQuery } from './queries';

afterEach(() => vi.restoreAllMocks());

/** Fetches through a fresh client with the http client stubbed: what was asked and where it was cached. */
async function fetchWith(fetch: (client: QueryClient) => Promise<unknown>, key: readonly unknown[]) {
  const post = vi.spyOn(http, 'post').mockResolvedValue({ answered: true });
  const client = new QueryClient();
  const answer = await fetch(client);
  return { answer, asked: post.mock.calls, cached: client.getQueryData(key) };
}

describe('reads two apps share: one key, one call', () => {
  it('oneCardInfoQuery asks oneCard/info and caches it under oneCardKeys.info', async () => {
    const r = await fetchWith((c) => c.fetchQuery(oneCardInfoQuery), oneCardKeys.info);
    expect(r.asked).toEqual([[API_PATHS.oneCard.info, undefined, {}]]);
    expect(r.cached).toEqual(r.answer);
  });

  it('boundCardsQuery asks bindcard/selectall and caches it under bankCardKeys.bound', async () => {
    const r = await fetchWith((c) => c.fetchQuery(boundCardsQuery), bankCardKeys.bound);
    expect(r.asked).toEqual([[API_PATHS.bindCard.selectall, undefined, {}]]);
    expect(r.cached).toEqual(r.answer);
  });
});
