import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, pageAnswer, pageOf } from './paging';

describe('paging', () => {
  it('reads the page from 1 and the size from the body or the default', () => {
    expect(pageOf({})).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE, limit: 20, offset: 0 });
    expect(pageOf({ page: '3' })).toEqual({ page: 3, pageSize: 20, limit: 20, offset: 40 });
    expect(pageOf({ page: '2', pageSize: '5' })).toEqual({ page: 2, pageSize: 5, limit: 5, offset: 5 });
    expect(pageOf({ page: 2 }, 10)).toMatchObject({ limit: 10, offset: 10 });
  });

  it('says more follows only while rows remain after this page', () => {
    expect(pageAnswer(pageOf({ page: '1', pageSize: '5' }), 10, ['a'])).toEqual({ list: ['a'], page: 1, total: 10, hasMore: true });
    expect(pageAnswer(pageOf({ page: '2', pageSize: '5' }), 10, []).hasMore).toBe(false);
    expect(pageAnswer(pageOf({ page: '2', pageSize: '5' }), 11, []).hasMore).toBe(true);
    expect(pageAnswer(pageOf({}), 0, []).hasMore).toBe(false);
  });
});
