import { DEAL_PASSWORD_MAX, DEAL_PASSWORD_MIN, SMS_CODE_LENGTH } from '../constants';

/**
 * The spec-5 patterns, the one definition for the pages' rule table (validation/rules.ts) and the
 * API contract's field schemas (api/common.ts). Zod-free so the browser bundle and e2e can use them.
 * They test a value with its whitespace already stripped, as the pages check and send it (spec 5).
 */
export const PATTERNS = {
  /** Optional leading 0, then 13–19, then 9 digits. */
  mobile: /^0?1[3-9]\d{9}$/,
  /** Login password: 6–16 word characters. */
  loginPassword: /^\w{6,16}$/,
  /** Set/old/new/confirm password: 6–16 letters and digits, both kinds present. */
  password: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/,
  /** Deal password: 6–16 digits and letters combined. */
  dealPassword: new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${DEAL_PASSWORD_MIN},${DEAL_PASSWORD_MAX}}$`),
  /** Bank card: 16–21 digits; spaces allowed between them (the spaced variant). */
  bankCard: /^(?:\d[ ]?){15,20}\d$/,
  smsCode: new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`),
  inviteCode: /^\d{6}$/,
  registerAuthCode: /^\w{4,8}$/,
  captcha: /^[A-Za-z\d]{4}$/,
  /** 2–15 Chinese characters, middle dot and hyphen allowed inside. */
  realName: /^[\u4e00-\u9fa5][\u4e00-\u9fa5·•-]{0,13}[\u4e00-\u9fa5]$/,
  /** The other real-name rule: 2–30 Chinese (a dot allowed inside, one character at each end) or 1–30 Latin letters. */
  realNameAlt: /^(?:[\u4e00-\u9fa5][\u4e00-\u9fa5·]{0,28}[\u4e00-\u9fa5]|[A-Za-z]{1,30})$/,
  /** 15 digits, 18 digits, or 17 digits plus X. */
  certId: /^(?:\d{15}|\d{17}[\dXx])$/,
  email: /^\w+(?:[-+.]\w+)*@\w+(?:[-.]\w+)*\.\w+(?:[-.]\w+)*$/,
  /** Contact names: Chinese, letters, digits, dot, underscore, hyphen. */
  contactName: /^[\u4e00-\u9fa5A-Za-z0-9·._-]{1,30}$/,
  /** Characters a detailed address may hold (checked first: its own message). */
  addressChars: /^[\u4e00-\u9fa5A-Za-z0-9#()（）,，.。·_-]+$/,
  /** A detailed address has at least 5 characters (checked second: "too brief"). */
  addressLength: /^[\s\S]{5,100}$/u,
  /** Company name: Chinese, letters, digits and limited punctuation. */
  company: /^[\u4e00-\u9fa5A-Za-z0-9()（）·&.-]{2,60}$/,
  /** Dictionary codes such as B0301 (spec 9): what a selection field sends. */
  dictCode: /^[A-Z]\d{4}$/,
  /** The messaging app's OAuth code (not typed by users): 16–128 letters, digits, underscore or hyphen. */
  wxAuthCode: /^[\w-]{16,128}$/,
} as const;

/**
 * Shapes outside spec 5's table that the pages, the API contract and the sandbox each check: one
 * definition each, so no copy of the regex drifts (issue 37).
 */
export const VALUE_PATTERNS = {
  /** An ID card's validity as read from its back: "2020.01.01-2040.01.01" or "2020.01.01-长期". */
  idValidity: /^\d{4}\.\d{2}\.\d{2}-(?:\d{4}\.\d{2}\.\d{2}|长期)$/,
  /** A business day as the API writes it: "2026-11-20" (its shape; the calendar check is the money module's). */
  day: /^\d{4}-\d{2}-\d{2}$/,
  /** An app version: 1 to 4 dot-separated numbers ("3", "3.6.0"). */
  appVersion: /^\d+(?:\.\d+){0,3}$/,
  /** A bill's periods, comma-separated: 1 to 24 numbers of 1–2 digits ("1,2,3"). */
  periods: /^\d{1,2}(,\d{1,2}){0,23}$/,
} as const;
