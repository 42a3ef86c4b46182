import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type AuthorizationInfoData, type TransactionsData } from '@credit/shared/api';
import { insertOutstandingLoan, startTestServer, userIdOf, type TestServer } from '../../test/helpers';
import { recordTransaction } from './transactionStore';
import { SETTINGS_MESSAGES } from './routes';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

const demoToken = async () => {
  const r = await s.post<{ token: string }>(API_PATHS.account.login, { mobile: '13800138000', password: 'Demo1234' });
  return r.data!.token;
};

describe('account/transactionStore', () => {
  it('needs login, answers the demo records newest first, in fen', async () => {
    expect((await s.post(API_PATHS.account.transactions)).status).toBe(1008);
    const r = await s.post<TransactionsData>(API_PATHS.account.transactions, {}, { token: await demoToken() });
    expect(r.status).toBe(1);
    // The seeded money: three loans paid out, the settled one's three repayments, three rewards, a refund,
    // and an invitation reward still pending (processing until the friend repays an instalment on time).
    expect(r.data!.total).toBe(11);
    expect(r.data!.list.filter((t) => t.kind === 'reward' && t.status === 'processing')).toEqual([expect.objectContaining({ title: '邀请好友奖励', amountFen: 2_000 })]);
    const times = r.data!.list.map((t) => t.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(r.data!.list[0]).toMatchObject({ kind: 'reward', direction: 'in', amountFen: 600 });
  });

  it('pages, and a fresh user has none', async () => {
    const u = await s.register();
    const empty = await s.post<TransactionsData>(API_PATHS.account.transactions, {}, { token: u.token });
    expect(empty.data).toEqual({ list: [], page: 1, pageSize: 20, total: 0, hasMore: false });
    const token = await demoToken();
    const p1 = await s.post<TransactionsData>(API_PATHS.account.transactions, { page: '1', pageSize: '5' }, { token });
    const p2 = await s.post<TransactionsData>(API_PATHS.account.transactions, { page: '2', pageSize: '5' }, { token });
    expect(p1.data!.list).toHaveLength(5);
    expect(p1.data!.hasMore).toBe(true);
    const p3 = await s.post<TransactionsData>(API_PATHS.account.transactions, { page: '3', pageSize: '5' }, { token });
    expect(p2.data!.list).toHaveLength(5);
    expect(p2.data!.hasMore).toBe(true);
    expect(p3.data!.list).toHaveLength(1);
    expect(p3.data!.hasMore).toBe(false);
    expect((await s.post(API_PATHS.account.transactions, { pageSize: '51' }, { token })).status).toBe(1004);
    expect((await s.post(API_PATHS.account.transactions, { page: '0' }, { token })).status).toBe(1004);
  });

  it('recordTransaction refuses amounts that are not positive integer fen', () => {
    const ctx = { db: null, clock: { now: () => 0 } } as never;
    expect(() => recordTransaction(ctx, 1, { kind: 'loan', direction: 'in', amountFen: 12.5, title: 'x' })).toThrow(RangeError);
    expect(() => recordTransaction(ctx, 1, { kind: 'loan', direction: 'in', amountFen: 0, title: 'x' })).toThrow(RangeError);
  });
});

describe('authorization', () => {
  it('open, info and cancel; cancelling twice answers 40403', async () => {
    const u = await s.register();
    const info = () => s.post<AuthorizationInfoData>(API_PATHS.authorization.info, {}, { token: u.token });
    expect((await info()).data!.list).toEqual([]);
    expect((await s.post(API_PATHS.authorization.open, { kind: 'creditQuery' }, { token: u.token })).status).toBe(1);
    expect((await s.post(API_PATHS.authorization.open, { kind: 'creditQuery' }, { token: u.token })).status).toBe(1);
    expect((await s.post(API_PATHS.authorization.open, { kind: 'nope' }, { token: u.token })).status).toBe(1004);
    const [granted] = (await info()).data!.list;
    expect(granted).toMatchObject({ kind: 'creditQuery', title: '征信查询授权', status: 'granted', cancelledAt: null });
    expect((await s.post(API_PATHS.authorization.cancel, { id: String(granted!.id) }, { token: u.token })).status).toBe(1);
    expect((await info()).data!.list).toEqual([expect.objectContaining({ status: 'cancelled' })]);
    expect(await s.post(API_PATHS.authorization.cancel, { id: String(granted!.id) }, { token: u.token })).toMatchObject({
      status: 40403, message: SETTINGS_MESSAGES.authorizationNotFound,
    });
    // Someone else's authorisation is not found either.
    const other = await s.register();
    await s.post(API_PATHS.authorization.open, { kind: 'dataShare' }, { token: other.token });
    const theirs = (await s.post<AuthorizationInfoData>(API_PATHS.authorization.info, {}, { token: other.token })).data!.list[0]!;
    expect((await s.post(API_PATHS.authorization.cancel, { id: String(theirs.id) }, { token: u.token })).status).toBe(40403);
    // Granting again after a cancellation shows the granted one only.
    await s.post(API_PATHS.authorization.open, { kind: 'creditQuery' }, { token: u.token });
    expect((await info()).data!.list).toEqual([expect.objectContaining({ kind: 'creditQuery', status: 'granted' })]);
  });

  it('keeps the auto-debit authorisation while a loan is outstanding', async () => {
    const u = await s.register();
    await s.post(API_PATHS.authorization.open, { kind: 'autoDebit' }, { token: u.token });
    const id = String((await s.post<AuthorizationInfoData>(API_PATHS.authorization.info, {}, { token: u.token })).data!.list[0]!.id);
    const loan = insertOutstandingLoan(s.dbPath, userIdOf(s.dbPath, u.mobile));
    expect(await s.post(API_PATHS.authorization.cancel, { id }, { token: u.token })).toMatchObject({ status: 40403, message: SETTINGS_MESSAGES.autoDebitWithLoan });
    loan.settle();
    expect((await s.post(API_PATHS.authorization.cancel, { id }, { token: u.token })).status).toBe(1);
  });
});
