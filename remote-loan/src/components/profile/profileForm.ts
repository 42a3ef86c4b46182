import { DICTIONARY, type RuleKey } from '@credit/shared';
import type { ExtendInfoData, SaveBasicInfoBody, UserCollectionInfoBody } from '@credit/shared/api';
import { parseYuan } from '@credit/shared/money';

/**
 * The supplementary profile (spec 3) as one form: each field with its spec-5 rule key (the messages
 * live once in @credit/shared's RULES). Fields the spec gives no rule for (duty, company phone,
 * monthly income) get the page checks below.
 */
export const PROFILE_RULES = {
  industry: 'industry',
  duty: null,
  profession: 'profession',
  education: 'education',
  marriage: 'marriage',
  relationship: 'relationship',
  relativeName: 'relativeName',
  relativePhone: 'contactMobile',
  friendName: 'friendName',
  friendPhone: 'contactMobile',
  email: 'email',
  company: 'company',
  companyAddress: 'companyAddress',
  companyPhone: null,
  monthlyIncome: null,
  province: null,
  city: null,
  /** The area is complete once a county is chosen (choosing a province or city clears it). */
  county: 'area',
  address: 'address',
  incomeLevel: 'incomeLevel',
  incomeSource: 'incomeSource',
  loanType: 'loanType',
} as const satisfies Record<string, RuleKey | null>;
export type ProfileField = keyof typeof PROFILE_RULES;
export type ProfileValues = Record<ProfileField, string>;

/** Page copy where spec 5 shows no rule. */
export const PROFILE_MESSAGES = {
  dutyRequired: '请输入职务',
  dutyTooLong: '职务不能超过32个字',
  companyPhone: '请填写正确的单位电话',
  incomeRequired: '请输入月收入',
  income: '请填写正确的月收入（元）',
  samePhone: '亲属与朋友的手机号不能相同',
} as const;

const COMPANY_PHONE = /^[\d-]{7,20}$/;
const INCOME_YUAN = /^[1-9]\d{0,6}$/;

/** The checks beyond the rule table, on whitespace-stripped values; a message per failing field. */
export function extraChecks(values: ProfileValues): Partial<Record<ProfileField, string>> {
  const v = (k: ProfileField) => values[k].replace(/\s/g, '');
  const out: Partial<Record<ProfileField, string>> = {};
  if (!v('duty')) out.duty = PROFILE_MESSAGES.dutyRequired;
  else if (v('duty').length > 32) out.duty = PROFILE_MESSAGES.dutyTooLong;
  if (v('companyPhone') && !COMPANY_PHONE.test(v('companyPhone'))) out.companyPhone = PROFILE_MESSAGES.companyPhone;
  if (!v('monthlyIncome')) out.monthlyIncome = PROFILE_MESSAGES.incomeRequired;
  else if (!INCOME_YUAN.test(v('monthlyIncome'))) out.monthlyIncome = PROFILE_MESSAGES.income;
  if (v('friendPhone') && v('friendPhone') === v('relativePhone')) out.friendPhone = PROFILE_MESSAGES.samePhone;
  return out;
}

/** The two calls' bodies: whitespace stripped (spec 5), monthly income in fen, empty optional fields left out. */
export function toBodies(values: ProfileValues): { basic: SaveBasicInfoBody; contacts: UserCollectionInfoBody } {
  const v = (k: ProfileField) => values[k].replace(/\s/g, '');
  const basic: SaveBasicInfoBody = {
    industry: v('industry'), profession: v('profession'), education: v('education'), marriage: v('marriage'), incomeLevel: v('incomeLevel'),
    email: v('email'), company: v('company'), companyAddress: v('companyAddress'), monthlyIncome: String(parseYuan(v('monthlyIncome')) ?? ''),
    duty: v('duty'), province: v('province'), city: v('city'), county: v('county'), address: v('address'),
    incomeSource: v('incomeSource'), loanType: v('loanType'),
    ...(v('companyPhone') ? { companyPhone: v('companyPhone') } : {}),
  };
  const contacts: UserCollectionInfoBody = {
    relativeName: v('relativeName'), relativePhone: v('relativePhone'), relationship: v('relationship'),
    friendName: v('friendName'), friendPhone: v('friendPhone'),
  };
  return { basic, contacts };
}

/**
 * The credit-router profile set's body (customer/crawlerData): the same fields as the two calls of the
 * profile page, in one; the relative and friend contacts only (the set has no emergency contact).
 */
export function routerProfileBody(values: ProfileValues): Record<string, string> {
  const { basic, contacts } = toBodies(values);
  return Object.fromEntries(Object.entries({ ...basic, ...contacts }).filter((e): e is [string, string] => e[1] !== undefined));
}

/**
 * What the form opens with: what was saved (extendInfo), else the router flow's defaults of spec 9
 * (education B0305, marriage B0501, industry B1017) pre-selected.
 */
export function initialValues(saved: ExtendInfoData | undefined): Partial<ProfileValues> {
  const b = saved?.basicInfo ?? {};
  const c = saved?.contacts ?? {};
  const income = b.monthlyIncome && /^\d+$/.test(b.monthlyIncome) ? String(Math.floor(Number(b.monthlyIncome) / 100)) : '';
  return {
    industry: b.industry ?? DICTIONARY.routerIndustry,
    education: b.education ?? DICTIONARY.routerEducation,
    marriage: b.marriage ?? DICTIONARY.routerMarriage,
    profession: b.profession ?? '',
    incomeLevel: b.incomeLevel ?? '',
    email: b.email ?? '',
    company: b.company ?? '',
    companyAddress: b.companyAddress ?? '',
    companyPhone: b.companyPhone ?? '',
    monthlyIncome: income,
    duty: b.duty ?? '',
    province: b.province ?? '',
    city: b.city ?? '',
    county: b.county ?? '',
    address: b.address ?? '',
    incomeSource: b.incomeSource ?? '',
    loanType: b.loanType ?? '',
    relativeName: c.relativeName ?? '',
    relativePhone: c.relativePhone ?? '',
    relationship: c.relationship ?? '',
    friendName: c.friendName ?? '',
    friendPhone: c.friendPhone ?? '',
  };
}

/** Multi-selects hold their codes joined with commas, in dictionary order. */
export function toggleCode(current: string, code: string, order: readonly string[]): string {
  const set = new Set(current ? current.split(',') : []);
  if (set.has(code)) set.delete(code);
  else set.add(code);
  return order.filter((c) => set.has(c)).join(',');
}
