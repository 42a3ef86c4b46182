import { isValidIdNumber, PATTERNS } from '../rules';

/** A pattern with the message it gives when it fails (the rule's tips otherwise). */
export type RulePattern = RegExp | { pattern: RegExp; message: string };

/** One rule of the spec-5 engine. */
export interface Rule {
  /** Shown for an empty value (or one equal to the placeholder). */
  required: string;
  /** Shown when a pattern fails; defaults to `required`. */
  tips?: string;
  /** Tips in native-app mode. */
  nativeTips?: string;
  /** All must pass; the first failing one decides. */
  patterns?: readonly RulePattern[];
  /** A value equal to one of these (a fixed prompt text) counts as empty. */
  placeholder?: string | readonly string[];
  /** Empty is valid (e.g. the invite code). */
  optional?: boolean;
  /** A check beyond the patterns; failing shows the tips. */
  check?: (value: string) => boolean;
}

/** The placeholder selection fields show until the user picks a value. */
export const SELECT_PLACEHOLDER = '请选择';

const select = (required: string): Rule => ({ required, placeholder: SELECT_PLACEHOLDER });

// Messages marked "spec" are quoted from spec 5; the others fill gaps the spec leaves ("not shown").
const mobile: Rule = { required: '请输入手机号' /* spec */, tips: '请填写正确的手机号' /* spec */, patterns: [PATTERNS.mobile] };
const password: Rule = { required: '请输入密码', tips: '密码为6-16位字母和数字的组合' /* spec */, patterns: [PATTERNS.password] };
const bankCard: Rule = { required: '请输入银行卡号', tips: '请填写正确的银行卡号' /* spec */, patterns: [PATTERNS.bankCard] };
const idNumber: Rule = { required: '请输入身份证号', tips: '请输入正确的身份证号' /* spec */, patterns: [PATTERNS.certId] };
const contactName: Rule = { required: '请输入联系人姓名', tips: '联系人姓名请勿包含特殊符号', patterns: [PATTERNS.contactName] };
const addressChars = { pattern: PATTERNS.addressChars, message: '详细地址包含无法识别的符号' };

/** The rule table of spec 5, keyed by the rule key each input carries. The one home of its messages. */
export const RULES = {
  mobile,
  contactMobile: mobile,
  bankMobile: mobile,
  scanPayMobile: mobile,
  loginPassword: { required: '请输入密码', tips: '账号或密码输入不正确' /* spec */, patterns: [PATTERNS.loginPassword] },
  password,
  oldPassword: password,
  newPassword: password,
  confirmPassword: password,
  dealPassword: { required: '请输入交易密码', tips: '密码必须是6-16位数字和字母组合' /* spec */, patterns: [PATTERNS.dealPassword] },
  bankCard,
  smsCode: { required: '请输入验证码', tips: '请填写正确的验证码' /* spec */, patterns: [PATTERNS.smsCode] },
  inviteCode: { required: '请输入正确的邀请码', tips: '请输入正确的邀请码' /* spec */, patterns: [PATTERNS.inviteCode], optional: true },
  registerAuthCode: { required: '请输入授权码', tips: '请输入正确的授权码', patterns: [PATTERNS.registerAuthCode] },
  captcha: { required: '请输入图形验证码', tips: '请输入正确图形验证码' /* spec */, patterns: [PATTERNS.captcha] },
  realName: { required: '请输入姓名', tips: '请输入正确姓名' /* spec */, patterns: [PATTERNS.realName] },
  realNameAlt: { required: '请输入姓名', tips: '请填写正确的姓名' /* spec */, patterns: [PATTERNS.realNameAlt] },
  idNumber,
  /** The real-name pages: the pattern plus the GB 11643 check digit. */
  idNumberStrict: { ...idNumber, check: isValidIdNumber },
  email: { required: '请输入邮箱', tips: '请填写正确邮箱' /* spec */, patterns: [PATTERNS.email] },
  company: { required: '请输入单位名称', tips: '单位名称请勿包含特殊符号', patterns: [PATTERNS.company] },
  address: {
    required: '请输入详细地址',
    patterns: [addressChars, { pattern: PATTERNS.addressLength, message: '地址过于简略，请具体到门牌号' }],
  },
  companyAddress: {
    required: '请输入单位地址',
    patterns: [addressChars, { pattern: PATTERNS.addressLength, message: '地址过于简略，请具体到楼层' }],
  },
  relativeName: contactName,
  friendName: contactName,
  emergencyName: contactName,
  contactName,
  industry: select('请选择行业'),
  profession: select('请选择职业'),
  occupationInfo: select('请选择职业信息'),
  education: select('请选择学历'),
  marriage: select('请选择婚姻状况'),
  area: select('请选择所在地区'),
  relationship: select('请选择与本人关系'),
  incomeLevel: select('请选择收入水平'),
  incomeSource: select('请选择收入来源'),
  loanStatus: select('请选择借款状态'),
  /** The supplementary profile's loan types (multi-select, spec 3). */
  loanType: select('请选择借款类型'),
  bank: select('请选择银行'),
  idAuthority: { required: '请输入签发机关' },
  idValidity: { required: '请选择证件有效期' },
} as const satisfies Record<string, Rule>;

export type RuleKey = keyof typeof RULES;
