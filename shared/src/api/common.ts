import { z } from 'zod';
import { NUMBER_PATTERNS, PATTERNS } from '../rules';
import { CREDITOR_ROLES } from './browserValues';

/**
 * Field schemas shared by the request bodies of every domain, built on the spec-5 `PATTERNS` the
 * pages check with (rules/patterns.ts), so the server accepts exactly what a page sends.
 *
 * A failed pattern carries the spec-8 status the server answers as the issue message (e.g. '2010');
 * a missing field answers 1001 and any other malformed value 1004 (see `statusOfIssues`).
 */
const answers = (status: number) => ({ error: String(status) });

/** A free text field with a length cap (every input is bounded). */
export const text = (max = 64) => z.string().min(1).max(max);

export const field = {
  mobile: () => z.string().max(20).regex(PATTERNS.mobile, answers(1004)),
  /** Login: a malformed password answers like a wrong one. */
  loginPassword: () => z.string().max(64).regex(PATTERNS.loginPassword, answers(2020)),
  password: () => z.string().max(64).regex(PATTERNS.password, answers(2010)),
  tradePassword: () => z.string().max(64).regex(PATTERNS.dealPassword, answers(2010)),
  smsCode: () => z.string().max(16).regex(PATTERNS.smsCode, answers(2022)),
  inviteCode: () => z.string().max(16).regex(PATTERNS.inviteCode, answers(1004)),
  bankCard: () => z.string().max(40).regex(PATTERNS.bankCard, answers(1004)),
  realName: () => z.string().max(32).regex(PATTERNS.realName, answers(2003)),
  certId: () => z.string().max(32).regex(PATTERNS.certId, answers(2003)),
  email: () => z.string().max(64).regex(PATTERNS.email, answers(1004)),
  contactName: () => z.string().max(30).regex(PATTERNS.contactName, answers(1004)),
  /** Spec 5 checks the character set, then the length. */
  address: () => z.string().max(100).regex(PATTERNS.addressChars, answers(1004)).regex(PATTERNS.addressLength, answers(1004)),
  company: () => z.string().max(60).regex(PATTERNS.company, answers(1004)),
  dictCode: () => z.string().max(8).regex(PATTERNS.dictCode, answers(1004)),
  wxAuthCode: () => z.string().max(128).regex(PATTERNS.wxAuthCode, answers(1004)),
  /** Integer id sent as a form string: 1 to 15 digits, so it stays a safe integer (no rounding to another id). */
  id: () => z.string().max(18).regex(NUMBER_PATTERNS.rowId, answers(1004)),
  /** Page number of a paged list, from 1: at most 999999, so offsets stay small. */
  page: () => z.string().max(8).regex(/^[1-9]\d{0,5}$/, answers(1004)),
};

/** Which spec status a failed request validation answers. */
export function statusOfIssues(issues: readonly z.core.$ZodIssue[], input: unknown): number {
  const valueAt = (path: readonly PropertyKey[]): unknown =>
    path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), input);
  if (issues.some((i) => i.code === 'invalid_type' && valueAt(i.path) === undefined)) return 1001;
  const coded = issues.find((i) => /^\d+$/.test(i.message));
  return coded ? Number(coded.message) : 1004;
}

/** 0/1 flags of the user-status and card blocks. */
export const flag = () => z.union([z.literal(0), z.literal(1)]);
/** "Y" or "N" flags (ucrealnamed, isLocalRealNamed). */
export const yesNo = () => z.enum(['Y', 'N']);
/** Money: integer fen. */
export const fen = () => z.number().int().nonnegative();
/** Whose money a two-bill loan's part is (CREDITOR_ROLES; its type and titles are in browserValues). */
export const creditorRole = z.enum(CREDITOR_ROLES);

export const emptyBody = z.object({});
export const okData = z.object({ ok: z.literal(true) });
export type OkData = z.infer<typeof okData>;
