import { beforeEach, describe, expect, it } from 'vitest';
import { Clock, resolveOptions, type AppContext } from '../../context';
import { openDb } from '../../db/open';
import { insertUser } from '../../lib/userStore';
import { boundCardByNo, boundCards, cardById, firstReservedMobileOf, insertCard, replaceCard, unbindAllCards, unbindCard } from './store';
import { PORTS } from '../../ports';

const BANK = { code: 'ICBC', name: '工商银行' };
let ctx: AppContext;
let userId: number;
let seq = 0;

beforeEach(() => {
  const db = openDb(':memory:');
  ctx = { db, opts: resolveOptions({ dbPath: ':memory:' }), clock: new Clock(db, () => Date.UTC(2026, 0, 15)), log: {} as AppContext['log'], ...PORTS };
  userId = insertUser(ctx, '13900000001', 'hash', null).id;
});

/** Binds a fresh card to the user; the first one is the default, as bindCard does. */
const bindNew = (isDefault: 0 | 1 = 0) =>
  cardById(ctx, insertCard(ctx, { userId, cardNo: `62220200000000${String(++seq).padStart(5, '0')}`, bank: BANK, reservedMobile: '13900000001', isDefault }));

const defaultOf = () => boundCards(ctx, userId).find((c) => c.is_default === 1)?.id;

describe('bankCard store', () => {
  it('lists the default card first, then by age', () => {
    const a = bindNew();
    const b = bindNew(1);
    expect(boundCards(ctx, userId).map((c) => c.id)).toEqual([b.id, a.id]);
  });

  it('unbinding the default makes the oldest remaining card the default; unbinding another changes no default', () => {
    const first = bindNew(1);
    const second = bindNew();
    const third = bindNew();
    unbindCard(ctx, third);
    expect(defaultOf()).toBe(first.id);
    unbindCard(ctx, first);
    expect(defaultOf()).toBe(second.id);
    expect(boundCards(ctx, userId).map((c) => c.id)).toEqual([second.id]);
  });

  it('replacing the default card passes the default to the replacement; replacing another leaves it', () => {
    const main = bindNew(1);
    const spare = bindNew();
    const forSpare = bindNew();
    replaceCard(ctx, spare, forSpare);
    expect(defaultOf()).toBe(main.id);
    const forMain = bindNew();
    replaceCard(ctx, main, forMain);
    expect(defaultOf()).toBe(forMain.id);
    expect(boundCards(ctx, userId).map((c) => c.id)).toEqual([forMain.id, forSpare.id]);
  });

  it('unbinding all cards frees their numbers; the bank still remembers the first reserved mobile', () => {
    const card = bindNew(1);
    bindNew();
    unbindAllCards(ctx, userId, ctx.clock.now());
    expect(boundCards(ctx, userId)).toEqual([]);
    expect(boundCardByNo(ctx, card.card_no)).toBeUndefined();
    expect(firstReservedMobileOf(ctx, card.card_no)).toBe('13900000001');
  });
});
