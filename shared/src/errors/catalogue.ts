/**
 * The error catalogue of spec section 8, as data, in one place. Code that shows a message looks it
 * up here; no other module holds a copy of these strings.
 */
import { FEN_PER_YUAN, MAX_IMAGE_SIZE, WITHDRAW_THRESHOLD_FEN } from '../constants';

/** Spec 8, general codes: shown as a 2 s toast unless the token is the guest token. */
export const GENERAL_MESSAGES = {
  1001: '请求参数有误！',
  1002: '请求参数有误！',
  1003: '来源错误，请重新登录',
  1005: '请求信息异常',
  1006: '请勿重复提交',
  1007: '非法请求，请重新登录',
  1008: '用户信息失效，请重新登录',
  1009: '系统当前时间异常，请核对当前时间',
} as const satisfies Record<number, string>;

/** 40403: the client shows the server's own message. */
export const SERVER_MESSAGE_STATUS = 40403;

/** Spec 7.1: status 10010 is a failure in the card-info fetch (not a session or input problem). */
export const CARD_INFO_FAILED_STATUS = 10010;

/** Spec 8, account codes: what the account calls answer. */
export const ACCOUNT_MESSAGES = {
  0: '系统异常，请稍后再试',
  1000: '您还未实名',
  1001: '请将信息填写完整',
  1002: '系统异常',
  1003: '来源错误',
  1004: '参数值不在处理的范围内',
  1005: '验签失败',
  1006: '不能重复提交',
  1007: '非法请求',
  1008: '请先登录',
  1009: '请设置本地时间',
  2001: '10分钟之内已发送3次，请稍后',
  2003: '请核实姓名或身份证号是否正确',
  2004: '验证姓名不符！',
  2005: '验证码输入错误超过三次，请一天后再试',
  2006: '密码不正确',
  2007: '密码不存在',
  2008: 'key域 not found',
  2009: '实名信息有误！',
  2010: '密码必须是6-16位数字和字母组合',
  2011: '您还未注册',
  2012: '老版本用户, 请联系客服',
  2013: '今天实名次数已达上限啦！',
  2014: '您两次密码输入不一致，请重新输入',
  2015: '新密码与旧密码不可以相同',
  2016: '原密码输入错误已达上限',
  2017: '亲，您还未获取验证码',
  2018: '亲，您填写的验证码错误',
  2019: '亲，您的验证码已失效',
  2020: '账号或密码不正确',
  2022: '请输入正确的验证码',
  3000: '实名信息不匹配，请联系客服',
  3001: '实名认证失败，请联系客服',
} as const satisfies Record<number, string>;

/**
 * 2000: the user already has an account with the provider and should log in; the wording carries
 * the provider's name (spec 8), so it is a template.
 */
export function providerAccountExistsMessage(providerName: string): string {
  return `您已是${providerName}用户，请直接登录`;
}

/** Spec 8: statuses that never show a toast. */
export const NO_TOAST_STATUSES: ReadonlySet<number> = new Set([1, 1006, 2012, 2009, 1008, 3000, 3001, 3002, 888111]);

/** Spec 8, "Other messages", and the client-side messages of sections 4 and 8. */
export const MESSAGES = {
  network: '网络不给力，请重新尝试',
  sessionExpired: '您的账户登录信息失效，请重新登录',
  relogin: '重新登录',
  maintenance: '很抱歉，系统正在升级中，服务暂停使用，请稍后再来！',
  invitationNotOpen: '我们会陆续开放资格~敬请期待~',
  shareFailed: '系统异常，请稍后再试',
  dictionaryFailed: '查询信息失败',
  notLoggedInAction: '您还未登陆，请尝试去登陆？',
  agreementConsent: '本人已知晓并同意所有协议',
  /** The cash pages' leave popup (spec 2.11); the spec does not give its text. */
  cashLeave: '借款申请尚未完成，确定要离开吗？',
  safetyExit: '确认退出安全认证？退出后您的账户将被强制登出，请再次登录',
  majiaNoRaise: '本应用暂不支持提额，请下载完整版APP激活更高额度',
  /** Spec 8 gives only the gist ("not opened the card yet, go now"). */
  openCardPrompt: '您还未开卡，是否立即前往开卡？',
  limitNotActivated: '您的额度还未激活哦！去激活',
  shareUnavailable: '分享好友请下载最新版本APP！',
  faceOutsideApp: '请选择去微信环境下或者app中使用人脸识别功能',
  // Fingerprint pay (ADR 030): the spec gives no words for it beyond the action; these are the product's.
  /** The fingerprint did not answer (cancelled, no match): the deal password instead, nothing lost. */
  fingerprintFallback: '指纹验证未完成，请输入交易密码',
  /** The bridge registered no key while turning fingerprint pay on. */
  fingerprintNotRegistered: '指纹验证未完成，指纹支付未开通',
  deepLinkNoTarget: '请指定目标页面',
  /** Spec 8 "Native-route failure: an alert is shown"; its wording is not given. */
  nativeRouteFailed: '页面打开失败，已为您打开网页版',
  /** Spec 1 elides the middle of this sentence; the product's full wording, decided in issue 25. */
  studentReminder: '重要提示：根据监管要求，本平台不向全日制在校学生提供借款服务。',
  /** The product's wording (the spec gives none): a loan is refused while a bill is overdue; the home, the cash pages and the refusal say it. */
  overdueBlocksBorrowing: '您有逾期未还的账单，请先还款',
  // The consents below are not in the spec (PIPL asks for separate consent per kind of personal data).
  /** Identity data (name, ID number): the real-name, identity-confirmation and ID-photo pages. */
  identityConsent: '本人同意为完成实名认证，向本平台及合作的身份核验机构提供并由其核验本人的姓名、身份证号码',
  identityConsentRequired: '请先勾选同意提供身份信息',
  /** Bank-card data (card number, reserved mobile): the bank-card pages. */
  bankCardConsent: '本人同意为绑定银行卡及开卡，向本平台及发卡银行提供并由其核验本人的银行卡号、银行预留手机号',
  bankCardConsentRequired: '请先勾选同意提供银行卡信息',
  // Images the user picks (ID photos, vouchers): spec 9's 9000, read as KB (ADR 013); the words are the product's.
  imageType: '请上传JPG或PNG格式的照片',
  imageSize: `照片不能超过${MAX_IMAGE_SIZE}KB，请重新拍摄`,
  imageEmpty: '照片读取失败，请重新拍摄',
  // A part repayment by card: what the page checks and the server refuses alike.
  repayTooMuch: '还款金额不能超过应还金额',
  repayTooLittle: '还款金额不能低于1元',
  /** Spec 4.8: the page and the server refuse a withdrawal below the threshold in these words. */
  /** An internal letter that is not the user's or does not exist (page and server say the same). */
  letterNotFound: '消息不存在',
  /** A mobile top-up the bank refused (nothing was charged). */
  rechargeFailed: '充值失败：银行处理失败，未扣款',
  /** Status 10010 (spec 7.1); the spec gives no wording. */
  cardInfoFailed: '获取卡片信息失败，请稍后重试',
  withdrawBelowThreshold: `可提现余额满${WITHDRAW_THRESHOLD_FEN / FEN_PER_YUAN}元才能提现`,
} as const;

export type GeneralCode = keyof typeof GENERAL_MESSAGES;

/**
 * What the http client toasts for an answer (spec 8), or null for none: no-toast statuses never;
 * general codes with their catalogue message and 40403 with the server's, both only for a real user.
 */
export function clientToastMessage(status: number, serverMessage: string, isGuest: boolean): string | null {
  if (NO_TOAST_STATUSES.has(status) || isGuest) return null;
  if (status === SERVER_MESSAGE_STATUS) return serverMessage || null;
  if (status === CARD_INFO_FAILED_STATUS) return MESSAGES.cardInfoFailed;
  return status in GENERAL_MESSAGES ? GENERAL_MESSAGES[status as GeneralCode] : null;
}

/**
 * The message of an account call's answer (spec 8 account codes): the catalogue's, the provider
 * template for 2000, else the server's own message.
 */
export function accountMessage(status: number, serverMessage = '', providerName = ''): string {
  if (status === 2000) return providerAccountExistsMessage(providerName);
  if (status === CARD_INFO_FAILED_STATUS) return MESSAGES.cardInfoFailed;
  return status in ACCOUNT_MESSAGES ? ACCOUNT_MESSAGES[status as AccountCode] : serverMessage;
}
export type AccountCode = keyof typeof ACCOUNT_MESSAGES;
