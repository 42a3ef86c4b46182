import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type LoginData, type SelectCardData } from '@credit/shared/api';
import { DEMO_USER } from '../../seed';
import { startTestServer, type TestServer } from '../../test/helpers';

/** The daily cap on wrong old passwords (deal and login) holds under a concurrent burst. */
let s: TestServer;
let token: string;
beforeEach(async () => {
  s = await startTestServer();
  token = (await s.post<LoginData>(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password })).data!.token;
});
afterEach(() => s.close());

/** Distinct wrong passwords, so the duplicate guard of one-effect calls does not answer 1006. */
const wrong = (i: number) => `Wrong${String(i).padStart(3, '0')}x`;

const cases: { name: string; right: string; call: (password: string) => Promise<{ status: number }> }[] = [
  { name: 'oneCard/verifyPwd', right: DEMO_USER.tradePassword, call: (password) => s.post(API_PATHS.oneCard.verifyPwd, { password }, { token }) },
  {
    name: 'oneCard/modifyPwd',
    right: DEMO_USER.tradePassword,
    call: (oldPassword) => s.post(API_PATHS.oneCard.modifyPwd, { oldPassword, password: 'Trade456', confirmPassword: 'Trade456' }, { token }),
  },
  {
    name: 'account/modifyPwd',
    right: DEMO_USER.password,
    call: (oldPassword) => s.post(API_PATHS.account.modifyPwd, { oldPassword, password: 'Login456', confirmPassword: 'Login456' }, { token }),
  },
  {
    name: 'open/cancelBindCard',
    right: DEMO_USER.tradePassword,
    call: async (tradePassword) => {
      const card = (await s.post<SelectCardData>(API_PATHS.bindCard.select, {}, { token })).data!.card!;
      return s.post(API_PATHS.open.cancelBindCard, { cardId: card.cardId, tradePassword }, { token });
    },
  },
];

describe('wrong old passwords: the daily cap of 5 under concurrency', () => {
  for (const c of cases) {
    it(`${c.name}: a burst of 40 is checked 5 times at most; the right password at #36 is refused with 2016`, async () => {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => c.call(i === 35 ? c.right : wrong(i))));
      const statuses = answers.map((a) => a.status);
      expect(statuses[35]).toBe(2016);
      expect(statuses.filter((st) => st === 2006).length).toBeLessThanOrEqual(4);
      expect(statuses.every((st) => st === 2006 || st === 2016)).toBe(true);
      // The cap holds for the rest of the day, the right password included.
      expect((await c.call(c.right)).status).toBe(2016);
    });
  }

  it('100 parallel wrong deal passwords: 4 answer 2006, the other 96 answer 2016', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => s.post(API_PATHS.oneCard.verifyPwd, { password: wrong(i) }, { token })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((st) => st === 2006)).toHaveLength(4);
    expect(statuses.filter((st) => st === 2016)).toHaveLength(96);
  });

  it('a right password before the cap resets the count, as before', async () => {
    const verify = (password: string) => s.post(API_PATHS.oneCard.verifyPwd, { password }, { token });
    for (let i = 0; i < 4; i++) expect((await verify(wrong(i))).status).toBe(2006);
    expect((await verify(DEMO_USER.tradePassword)).status).toBe(1);
    for (let i = 0; i < 4; i++) expect((await verify(wrong(i))).status).toBe(2006);
    expect((await verify(wrong(9))).status).toBe(2016);
  });
});
