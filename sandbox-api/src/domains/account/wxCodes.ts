import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { sha256 } from '../../lib/crypto';
import { fail, failWithMessage, SERVER_MESSAGES } from '../../lib/errors';
import { fanCodeRow, forgetFanCodesBefore, insertFanCode } from './wxAuthCodeStore';

/**
 * The sandbox's messaging app (spec 7.2 "wx authFansInfo"). Its OAuth code names a fan: a code seen for
 * the first time is a new fan with a random open id (never derived from the code, so no code string ever
 * leads to an existing fan). A code is spent by the login it allows, and lives 5 minutes from its first
 * use, as a real OAuth code does; the fan's next visit brings a new code (hook `__sandbox/wxAuthCode`).
 */
export const WX_CODE_TTL_MS = 5 * 60 * 1000;
/** Spent and expired codes are forgotten after a day; a forgotten code seen again is a new fan. */
const WX_CODE_KEEP_MS = 24 * 3600 * 1000;

export interface FanCode {
  codeHash: string;
  openId: string;
}

const newOpenId = (): string => `wx_${randomBytes(12).toString('hex')}`;

/** The fan of a live, unspent code; refuses a spent or expired one (40403). */
export function fanOfCode(ctx: AppContext, authCode: string): FanCode {
  const codeHash = sha256(authCode);
  const now = ctx.clock.now();
  const row = fanCodeRow(ctx, codeHash);
  if (!row) {
    forgetFanCodesBefore(ctx, now - WX_CODE_KEEP_MS);
    const openId = newOpenId();
    insertFanCode(ctx, codeHash, openId, now);
    return { codeHash, openId };
  }
  if (row.used_at !== null || row.created_at + WX_CODE_TTL_MS <= now) failWithMessage(SERVER_MESSAGES.wxCodeExpired);
  return { codeHash, openId: row.open_id };
}

/** The messaging app's next code for the fan of an earlier code (test hook); 1004 for a code it never saw. */
export function nextCodeOfFan(ctx: AppContext, earlierCode: string): string {
  const row = fanCodeRow(ctx, sha256(earlierCode)) ?? fail(1004);
  const code = randomBytes(24).toString('base64url');
  insertFanCode(ctx, sha256(code), row.open_id, ctx.clock.now());
  return code;
}
