import { describe, expect, it } from 'vitest';
import { Clock, resolveOptions, type AppContext } from '../../context';
import { openDb } from '../../db/open';
import { boundCards, insertCard } from '../bankCard/store';
import { choiceOf, extraMobiles, insertExtraMobile, saveChoice } from '../multiAccount/store';
import { cancelAccount } from './cancellation';
import { createSession, sessionOfToken } from './sessionStore';
import { insertUser, isMobileHeld, userById } from '../../lib/userStore';
import { PORTS } from '../../ports';

describe('cancelAccount', () => {
  it('cancels the account with its reason, unbinds its cards, releases its further mobiles and ends its sessions; others keep theirs', () => {
    const db = openDb(':memory:');
    const ctx: AppContext = { db, opts: resolveOptions({ dbPath: ':memory:' }), clock: new Clock(db, () => Date.UTC(2026, 0, 15)), log: {} as AppContext['log'], ...PORTS };
    const [user, other] = [insertUser(ctx, '13900000001', 'hash', null), insertUser(ctx, '13900000002', 'hash', null)];
    for (const u of [user, other]) {
      insertCard(ctx, { userId: u.id, cardNo: `6222020000000000${u.id}`, bank: { code: 'ICBC', name: '工商银行' }, reservedMobile: u.mobile, isDefault: 1 });
    }
    insertExtraMobile(ctx, user.id, '13900000009');
    saveChoice(ctx, user.id, '13900000009');
    const [session, otherSession] = [createSession(ctx, user.id), createSession(ctx, other.id)];

    cancelAccount(ctx, user.id, 'R02');

    expect(userById(ctx, user.id)).toBeUndefined();
    expect(db.prepare('SELECT status, cancel_reason, cancelled_at FROM users WHERE id = ?').get(user.id)).toEqual({
      status: 'cancelled', cancel_reason: 'R02', cancelled_at: ctx.clock.now(),
    });
    expect(boundCards(ctx, user.id)).toEqual([]);
    expect([extraMobiles(ctx, user.id), choiceOf(ctx, user.id), isMobileHeld(ctx, '13900000009')]).toEqual([[], undefined, false]);
    expect(sessionOfToken(ctx, session.token)).toBeUndefined();
    expect(sessionOfToken(ctx, otherSession.token)?.user_id).toBe(other.id);
    expect(boundCards(ctx, other.id)).toHaveLength(1);
  });
});
