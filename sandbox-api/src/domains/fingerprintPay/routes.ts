import { timingSafeEqual } from 'node:crypto';
import {
  API_PATHS, fingerprintChallengeBody, fingerprintChallengeData, fingerprintEnableBody, fingerprintKeyBody, fingerprintProofBody, fingerprintProofData,
  fingerprintStatusData, okData, type PayPurpose,
} from '@credit/shared/api';
import type { AppContext } from '../../context';
import { claimToday, unclaimToday } from '../../lib/counterStore';
import { hmacSha256, newToken, sha256 } from '../../lib/crypto';
import { fail, failWithMessage } from '../../lib/errors';
import { issuePayTicket } from '../../lib/payTicketStore';
import { defineRoute, type RouteDef } from '../../lib/route';
import { assertOldPassword, tradePasswordCounter } from '../../lib/accountRules';
import { type UserRow } from '../../lib/userStore';
import { deleteChallengesBefore, deleteKey, insertChallenge, keyHolderOf, keyOf, putKey, spendChallenge } from './store';

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
  const row = spendChallenge(ctx, sha256(challengeId), user.id, now);
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
  unclaimToday(ctx, counter);
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
      const holder = keyHolderOf(ctx, body.keyId);
      if (holder !== undefined && holder !== user.id) failWithMessage(FINGERPRINT_MESSAGES.keyTaken);
      putKey(ctx, body.keyId, user.id, body.keySecret, ctx.clock.wallNow());
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
      deleteKey(ctx, body.keyId, user.id);
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
      deleteChallengesBefore(ctx, now - FINGERPRINT_CHALLENGE_TTL_MS);
      insertChallenge(ctx, { challengeHash: sha256(challengeId), userId: user.id, keyId: body.keyId, challenge, purpose, expiresAt });
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
