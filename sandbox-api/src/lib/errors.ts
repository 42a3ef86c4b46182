import { ACCOUNT_MESSAGES, CARD_INFO_FAILED_STATUS, GENERAL_MESSAGES, MESSAGES, SERVER_MESSAGE_STATUS } from './catalogue';

/** A business outcome other than success: answered as `{status, message, data: null}` with HTTP 200. */
export class BizError extends Error {
  constructor(
    readonly status: number,
    /** Only for 40403 and 2000, whose wording the server supplies. */
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? `status ${status}`);
  }
}

/** Answer with a spec status; its message comes from the catalogue. */
export function fail(status: number): never {
  throw new BizError(status);
}

/** Answer 40403 with a message of the server's own (spec 7.1: the client shows it). */
export function failWithMessage(message: string): never {
  throw new BizError(SERVER_MESSAGE_STATUS, message);
}

/** The account table answers the account calls (all calls of the sandbox so far); general codes fill gaps. */
export function messageOf(status: number): string {
  return (
    (ACCOUNT_MESSAGES as Record<number, string>)[status] ??
    (GENERAL_MESSAGES as Record<number, string>)[status] ??
    (status === CARD_INFO_FAILED_STATUS ? MESSAGES.cardInfoFailed : undefined) ??
    ACCOUNT_MESSAGES[0]
  );
}

/** The general table's wording (spec 8), the account table filling its gaps: what money calls answer. */
export function generalMessageOf(status: number): string {
  return (GENERAL_MESSAGES as Record<number, string>)[status] ?? messageOf(status);
}

/** Server-side wording for 40403 answers (no spec-8 code exists for these outcomes). */
export const SERVER_MESSAGES = {
  providerName: '本平台',
  mobileTaken: '该手机号已注册',
  tradePwdAlreadySet: '交易密码已设置',
  cardAlreadyBound: '该银行卡已被其他账户绑定，请更换其他银行卡',
  cardUnsupported: '暂不支持该银行卡',
  cardNotFound: '银行卡不存在',
  reservedMobileMismatch: '银行预留手机号不一致',
  loanOutstanding: '您有未结清的借款，暂不能注销',
  lastCardWithLoan: '您有未结清的借款，请保留至少一张银行卡',
  notOpened: '您还未开卡',
  bindCardFirst: '请先绑定银行卡',
  redirectNotAllowed: '跳转地址不在允许范围内',
  verifyMobileFirst: '请先验证所选手机号',
  verifyCurrentMobileFirst: '请先验证当前手机号',
  /** A messaging-app code spent or older than 5 minutes (docs/security.md "Limits"). */
  wxCodeExpired: '微信授权已失效，请重新进入',
} as const;

/**
 * Wording of refusals spec 8 has no copy for (40403, server message). The sandbox's own zh-CN,
 * listed in docs/security.md "Limits".
 */
export const loginLockedMessage = (minutes: number): string => `密码错误次数过多，请${minutes}分钟后再试，或使用短信验证码登录`;
export const tooManyRequestsMessage = (seconds: number): string => `操作过于频繁，请${seconds}秒后再试`;
/** A session user's codes to numbers other than their own, over the day's allowance (docs/adr/025-lock-scopes.md). */
export const smsSenderLimitMessage = (hours: number): string => `验证码发送次数已达上限，请${hours}小时后再试`;
