import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type FingerprintChallengeData, type LoanRecordsData, type PayPurpose, type RepaymentData } from '@credit/shared/api';
import { DEMO_USER } from '../../seed';
import { PAY_TICKET_MESSAGES } from '../../lib/payTicketStore';
import { startTestServer, type TestServer } from '../../test/helpers';
import { FINGERPRINT_CHALLENGE_TTL_MS, FINGERPRINT_MESSAGES, proofOf } from './routes';

/** Fingerprint pay (ADR 030): a device key, a challenge bound to one money call, the same pay ticket. */

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ disburseDelayMs: 0 });
});
afterEach(() => s.close());

const KEY_ID = 'device-key-0001-abcdef';
const SECRET = 'device-secret-0123456789abcdefghijklmnopqrstuvwxyz';
let n = 0;
const key = () => `fp-key-${++n}`;
const proofFailed = { status: 40403, message: FINGERPRINT_MESSAGES.proofFailed, data: null };

async function demo() {
  const token = (await s.post<{ token: string }>(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password })).data!.token;
  const orders = (await s.post<LoanRecordsData>(API_PATHS.loanorder.records, {}, { token })).data!.list.filter((o) => o.status === 'repaying');
  return { token, orderNo: orders[0]!.orderNo, otherOrderNo: orders[1]!.orderNo };
}

const enable = (token: string, password = 'Trade123', keyId = KEY_ID, keySecret = SECRET) =>
  s.post(API_PATHS.fingerprintPay.enable, { password, keyId, keySecret }, { token });

const purposeFields = (p: PayPurpose) => ({ payFor: p.payFor, subject: p.subject, ...(p.amountFen === undefined ? {} : { amountFen: String(p.amountFen) }) });

async function challenge(token: string, purpose: PayPurpose, keyId = KEY_ID) {
  const answer = await s.post<FingerprintChallengeData>(API_PATHS.fingerprintPay.challenge, { keyId, ...purposeFields(purpose) }, { token });
  expect(answer.status).toBe(1);
  return answer.data!;
}

const prove = (token: string, challengeId: string, proof: string) =>
  s.post<{ payTicket: string; expiresAt: number }>(API_PATHS.fingerprintPay.checkProof, { challengeId, proof }, { token });

const repay = (token: string, orderNo: string, amountFen: number, payTicket: string, periods = '12') =>
  s.post<RepaymentData>(API_PATHS.applyPay.repay, { orderNo, periods, amountFen: String(amountFen), payTicket }, { token, headers: { 'Idempotency-Key': key() } });

describe('fingerprintPay: turning it on and off', () => {
  it('needs the deal password once; status follows the device key; off removes it', async () => {
    const { token } = await demo();
    const status = async () => (await s.post<{ enabled: boolean }>(API_PATHS.fingerprintPay.status, { keyId: KEY_ID }, { token })).data!.enabled;
    expect(await status()).toBe(false);
    expect((await enable(token, 'Wrong999')).status).toBe(2006);
    expect(await status()).toBe(false);
    expect((await enable(token)).status).toBe(1);
    expect(await status()).toBe(true);
    expect((await s.post(API_PATHS.fingerprintPay.disable, { keyId: KEY_ID }, { token })).status).toBe(1);
    expect(await status()).toBe(false);
    expect(await s.post(API_PATHS.fingerprintPay.challenge, { keyId: KEY_ID, payFor: 'withdraw', amountFen: '100' }, { token })).toEqual({
      status: 40403, message: FINGERPRINT_MESSAGES.notEnabled, data: null,
    });
  });

  it('a changed deal password turns it off on every device', async () => {
    const { token } = await demo();
    expect((await enable(token)).status).toBe(1);
    expect((await s.post(API_PATHS.oneCard.modifyPwd, { oldPassword: 'Trade123', password: 'Trade456', confirmPassword: 'Trade456' }, { token })).status).toBe(1);
    expect((await s.post<{ enabled: boolean }>(API_PATHS.fingerprintPay.status, { keyId: KEY_ID }, { token })).data!.enabled).toBe(false);
  });

  it("another user's session cannot take over a registered device key", async () => {
    const { token } = await demo();
    expect((await enable(token)).status).toBe(1);
    const other = await s.borrower();
    expect(await enable(other.token, other.tradePassword, KEY_ID, 'other-secret-0123456789abcdefghijklmnopqrstuv')).toEqual({ status: 40403, message: FINGERPRINT_MESSAGES.keyTaken, data: null });
    expect((await s.post<{ enabled: boolean }>(API_PATHS.fingerprintPay.status, { keyId: KEY_ID }, { token: other.token })).data!.enabled).toBe(false);
  });
});

describe('fingerprintPay: a proof buys the pay ticket of the one money call its challenge names', () => {
  it('a right proof pays that repayment, once; the proof cannot be replayed', async () => {
    const { token, orderNo } = await demo();
    await enable(token);
    const purpose: PayPurpose = { payFor: 'activeRepay', subject: orderNo, amountFen: 100 };
    const c = await challenge(token, purpose);
    expect(c.challenge).toContain(`|activeRepay|${orderNo}|100`);
    const answer = await prove(token, c.challengeId, proofOf(SECRET, c.challenge));
    expect(answer.status).toBe(1);
    expect(await repay(token, orderNo, 100, answer.data!.payTicket)).toMatchObject({ status: 1, data: { paidFen: 100 } });
    // The same proof again: the challenge is spent.
    expect(await prove(token, c.challengeId, proofOf(SECRET, c.challenge))).toEqual(proofFailed);
  });

  it('the ticket of a proof for one amount or order pays no other; a proof over another text is refused', async () => {
    const { token, orderNo, otherOrderNo } = await demo();
    await enable(token);
    const c = await challenge(token, { payFor: 'activeRepay', subject: orderNo, amountFen: 100 });
    const { payTicket } = (await prove(token, c.challengeId, proofOf(SECRET, c.challenge))).data!;
    const refused = { status: 40403, message: PAY_TICKET_MESSAGES.ticketInvalid, data: null };
    expect(await repay(token, orderNo, 5000, payTicket)).toEqual(refused);
    expect(await repay(token, otherOrderNo, 100, payTicket, '1')).toEqual(refused);
    expect(await s.post(API_PATHS.withdrawCash.withdraw, { amountFen: '100', payTicket }, { token, headers: { 'Idempotency-Key': key() } })).toEqual(refused);

    // A device signing a text that names another amount does not prove this challenge.
    const c2 = await challenge(token, { payFor: 'activeRepay', subject: orderNo, amountFen: 100 });
    const forged = c2.challenge.replace(/\|100$/, '|5000');
    expect(await prove(token, c2.challengeId, proofOf(SECRET, forged))).toEqual(proofFailed);
  });

  it('a stolen session without the device key cannot pay, and its wrong proofs lock the deal password for the day', async () => {
    const { token, orderNo } = await demo();
    await enable(token);
    const purpose: PayPurpose = { payFor: 'activeRepay', subject: orderNo, amountFen: 100 };
    // The daily cap is 5 attempts: 4 wrong proofs, then a wrong password is the 5th and hits the cap.
    for (let i = 0; i < 4; i++) {
      const c = await challenge(token, purpose);
      expect(await prove(token, c.challengeId, proofOf('guessed-secret-0123456789abcdefghijklmnopq', c.challenge))).toEqual(proofFailed);
    }
    expect((await s.post(API_PATHS.repayment.checkPwdPayment, { password: 'Wrong999', ...purposeFields(purpose) }, { token })).status).toBe(2016);
    // Locked: not even the right proof or the right password buys a ticket today.
    const c = await challenge(token, purpose);
    expect((await prove(token, c.challengeId, proofOf(SECRET, c.challenge))).status).toBe(2016);
    expect((await s.post(API_PATHS.repayment.checkPwdPayment, { password: 'Trade123', ...purposeFields(purpose) }, { token })).status).toBe(2016);
  });

  it('right proofs do not spend the daily cap; a challenge expires after 2 minutes; another user cannot use it', async () => {
    const { token, orderNo } = await demo();
    await enable(token);
    const purpose: PayPurpose = { payFor: 'activeRepay', subject: orderNo, amountFen: 100 };
    for (let i = 0; i < 6; i++) {
      const c = await challenge(token, purpose);
      expect((await prove(token, c.challengeId, proofOf(SECRET, c.challenge))).status).toBe(1);
    }
    const other = await s.borrower();
    const theirs = await challenge(token, purpose);
    expect(await prove(other.token, theirs.challengeId, proofOf(SECRET, theirs.challenge))).toEqual(proofFailed);

    const late = await challenge(token, purpose);
    s.tick(FINGERPRINT_CHALLENGE_TTL_MS + 1);
    expect(await prove(token, late.challengeId, proofOf(SECRET, late.challenge))).toEqual(proofFailed);
  });
});
