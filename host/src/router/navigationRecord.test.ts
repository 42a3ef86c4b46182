import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@credit/shared';
import { HISTORY_LIST_KEY, readHistoryList, recordNavigation } from './navigationRecord';

// Spec 4.2: each navigation pushes the previous route onto the stored history list.
// Spec 2.11: returning to index, user or userNew clears it.
// (The tracking page set here is only visible in request headers; not checked.)
describe('recordNavigation', () => {
  beforeEach(() => storage.remove(HISTORY_LIST_KEY));

  it('pushes the previous path, in order', () => {
    recordNavigation('billList', '/a');
    recordNavigation('quota', '/billList?x=1');
    expect(readHistoryList()).toEqual(['/a', '/billList?x=1']);
  });

  it('reads a stored list that does not parse, or holds other things, as what it can use', () => {
    storage.set(HISTORY_LIST_KEY, '["/a", ');
    expect(readHistoryList()).toEqual([]);
    storage.set(HISTORY_LIST_KEY, '["/a", 3, null]');
    expect(readHistoryList()).toEqual(['/a']);
  });

  it('pushes nothing on the first navigation (no previous path)', () => {
    recordNavigation('billList', null);
    expect(readHistoryList()).toEqual([]);
  });

  it('keeps only the last 50 entries', () => {
    for (let i = 0; i < 55; i++) recordNavigation('page', `/p${i}`);
    const list = readHistoryList();
    expect(list).toHaveLength(50);
    expect(list[0]).toBe('/p5');
    expect(list[49]).toBe('/p54');
  });

  it.each(['index', 'user', 'userNew'])('clears the list when returning to %s', (name) => {
    recordNavigation('billList', '/a');
    recordNavigation(name, '/billList');
    expect(readHistoryList()).toEqual([]);
    expect(storage.get(HISTORY_LIST_KEY)).toBeNull();
  });

  it('reads a corrupt stored list as empty', () => {
    storage.set(HISTORY_LIST_KEY, '{not json');
    expect(readHistoryList()).toEqual([]);
    storage.set(HISTORY_LIST_KEY, '{"a":1}');
    expect(readHistoryList()).toEqual([]);
  });
});
