import { timingSafeEqual } from 'node:crypto';
import {
  API_PATHS, fingerprintChallengeBody, fingerprintChallengeData, fingerprintEnableBody, fingerprintKeyBody, fingerprintProofBody, fingerprintProofData,
  fingerprintStatusData, okData, type PayPurpose,
} from '@credit/shared/api';
import type { AppContext } from '../../context';
import { claimToday } from '../../lib/counterStore';
import { hmacSha256, newToken, sha256 } from '../../lib/crypto';
import { fail, failWithMessage } from '../../lib/errors';
import { issuePayTicket } from '../../lib/payTicketStore';
import { defineRoute, type RouteDef } from '../../lib/route';
import { assertOldPassword, tradePasswordCounter } from '../account';
import type { UserRow } from '../account';

/**
 * Fingerprint pay (ADR 030; not in the spec: the calls are the sandbox's own). A device key is
 * registered with the deal password once; a challenge names one money call exactly as checkPwdPayment
 * does; a right proof over it buys the same pay ticket as the password. Wrong proofs count against the
 * deal password's daily cap (one counter: a proof is another way to say "it is me"), and a right one
 * takes its own attempt back without clearing earlier wrong passwords.
 */
export const FINGERPRINT_CHALLENGE_TTL_MS = 2 * 60 * 1000;

export const FINGERPRINT_MESSAGES = {
  notEnabled: '指纹支付未开通，请使用交易密码支付',
  keyTaken: '该设备已为其他账户开通指纹支付',
  proofFailed: '指纹验证失败，请使用交易密码支付',
} as const;

/** The text the device signs: the nonce and the money call it authorises. */
export const challengeText = (nonce: string, p: PayPurpose): string => ['fp1', nonce, p.payFor, p.subject, p.amountFen ?? ''].join('|');

/** Stand-in proof: HMAC-SHA256 of the challenge with the device key's secret (the real device signs with a private key). */
export const proofOf = (keySecret: string, challenge: string): string => hmacSha256(keySecret, challenge);

function keyOf(ctx: AppContext, userId: number, keyId: string): { key_secret: string } | undefined {
  return ctx.db.prepare('SELECT key_secret FROM fingerprint_keys WHERE key_id = ? AND user_id = ?').get(keyId, userId) as { key_secret: string } | undefined;
}

interface ChallengeRow {
  id: number;
  user_id: number;
  key_id: string;
  challenge: string;
  pay_for: PayPurpose['payFor'];
  subject: string;
  amount_fen: number | null;
  expires_at: number;
  used_at: number | null;
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Checks a proof: the challenge is spent by its first proof, right or wrong (no replay, no second guess);
 * a wrong one, or one for a key that was turned off, counts against the deal password's daily cap.
 */
export function checkProof(ctx: AppContext, user: UserRow, challengeId: string, proof: string): PayPurpose {
  const now = ctx.clock.wallNow();
  const row = ctx.db
    .prepare('UPDATE fingerprint_challenges SET used_at = ? WHERE challenge_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ? RETURNING *')
    .get(now, sha256(challengeId), user.id, now) as ChallengeRow | undefined;
  if (!row) failWithMessage(FINGERPRINT_MESSAGES.proofFailed);
  const counter = tradePasswordCounter(user.id);
  const limit = ctx.opts.passwordDailyLimit;
  const count = claimToday(ctx, counter, limit) ?? fail(2016);
  const key = keyOf(ctx, user.id, row.key_id);
  if (!key || !sameHex(proof, proofOf(key.key_secret, row.challenge))) {
    if (count >= limit) fail(2016);
    failWithMessage(FINGERPRINT_MESSAGES.proofFailed);
  }
  // A right proof takes back its own attempt only: the wrong passwords before it still count.
  ctx.db.prepare('UPDATE counters SET count = count - 1 WHERE key = ? AND day = ? AND count > 0').run(counter, ctx.clock.day());
  return { payFor: row.pay_for, subject: row.subject, ...(row.amount_fen === null ? {} : { amountFen: row.amount_fen }) };
}

export const fingerprintPayRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.fingerprintPay.enable,
    tag: 'fingerprintPay',
    summary: 'Not in the spec. Turn fingerprint pay on for this device: the deal password once (2006, 2016) and the device key the bridge registered',
    auth: 'user',
    body: fingerprintEnableBody,
    data: okData,
    handler: async ({ body, user, ctx }) => {
      await assertOldPassword(ctx, 'trade', user.id, body.password, user.trade_pwd_hash ?? fail(2007));
      const taken = ctx.db.prepare('SELECT user_id FROM fingerprint_keys WHERE key_id = ?').get(body.keyId) as { user_id: number } | undefined;
      if (taken && taken.user_id !== user.id) failWithMessage(FINGERPRINT_MESSAGES.keyTaken);
      ctx.db
        .prepare('INSERT INTO fingerprint_keys (key_id, user_id, key_secret, created_at) VALUES (?, ?, ?, ?) ON CONFLICT(key_id) DO UPDATE SET key_secret = excluded.key_secret, created_at = excluded.created_at')
        .run(body.keyId, user.id, body.keySecret, ctx.clock.wallNow());
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.fingerprintPay.disable,
    tag: 'fingerprintPay',
    summary: 'Not in the spec. Turn fingerprint pay off for this device: its key is removed (paying then needs the deal password)',
    auth: 'user',
    body: fingerprintKeyBody,
    data: okData,
    handler: ({ body, user, ctx }) => {
      ctx.db.prepare('DELETE FROM fingerprint_keys WHERE key_id = ? AND user_id = ?').run(body.keyId, user.id);
      ctx.db.prepare('DELETE FROM fingerprint_challenges WHERE key_id = ? AND user_id = ?').run(body.keyId, user.id);
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.fingerprintPay.status,
    tag: 'fingerprintPay',
    summary: 'Not in the spec. Whether this user has fingerprint pay on with this device key',
    auth: 'user',
    body: fingerprintKeyBody,
    data: fingerprintStatusData,
    handler: ({ body, user, ctx }) => ({ enabled: keyOf(ctx, user.id, body.keyId) !== undefined }),
  }),
  defineRoute({
    path: API_PATHS.fingerprintPay.challenge,
    tag: 'fingerprintPay',
    summary: 'Not in the spec. A single-use challenge (2 minutes) for the one money call named as checkPwdPayment names it, for the device key to sign',
    auth: 'user',
    body: fingerprintChallengeBody,
    data: fingerprintChallengeData,
    handler: ({ body, user, ctx }) => {
      if (!keyOf(ctx, user.id, body.keyId)) failWithMessage(FINGERPRINT_MESSAGES.notEnabled);
      const challengeId = newToken();
      const purpose: PayPurpose = { payFor: body.payFor, subject: body.subject, amountFen: body.amountFen };
      const challenge = challengeText(newToken(), purpose);
      const now = ctx.clock.wallNow();
      const expiresAt = now + FINGERPRINT_CHALLENGE_TTL_MS;
      ctx.db.prepare('DELETE FROM fingerprint_challenges WHERE expires_at < ?').run(now - FINGERPRINT_CHALLENGE_TTL_MS);
      ctx.db
        .prepare(
          `INSERT INTO fingerprint_challenges (challenge_hash, user_id, key_id, challenge, pay_for, subject, amount_fen, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(sha256(challengeId), user.id, body.keyId, challenge, purpose.payFor, purpose.subject, purpose.amountFen ?? null, expiresAt);
      return { challengeId, challenge, expiresAt };
    },
  }),
  defineRoute({
    path: API_PATHS.fingerprintPay.checkProof,
    tag: 'fingerprintPay',
    summary: "Not in the spec. The device's proof over a challenge: the same pay ticket as checkPwdPayment, for the challenge's money call (wrong proofs count toward 2016)",
    auth: 'user',
    answerHoldsSecret: true,
    body: fingerprintProofBody,
    data: fingerprintProofData,
    handler: ({ body, user, ctx }) => issuePayTicket(ctx, user, checkProof(ctx, user, body.challengeId, body.proof)),
  }),
];
