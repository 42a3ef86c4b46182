import { describe, expect, it } from 'vitest';
import { DICTIONARY, validate } from '@credit/shared';
import type { ExtendInfoData } from '@credit/shared/api';
import { extraChecks, initialValues, PROFILE_MESSAGES, PROFILE_RULES, toBodies, toggleCode, type ProfileValues } from './profileForm';

const GOOD: ProfileValues = {
  industry: 'B1017', duty: '工程师', profession: 'B0701', education: 'B0305', marriage: 'B0501', relationship: 'B0601',
  relativeName: '李大明', relativePhone: '13712345678', friendName: '王小二', friendPhone: '13698765432', email: 'a@example.com',
  company: '示例科技有限公司', companyAddress: '北京市海淀区示例路8号12层', companyPhone: '', monthlyIncome: '12000', province: '北京市',
  city: '北京市', county: '海淀区', address: '北京市海淀区示例路9号院', incomeLevel: 'B0804', incomeSource: 'B0901,B0903', loanType: 'B1101',
};

/** What the form shows for one field: its spec-5 rule (if any), else the page check. */
const messageOf = (values: ProfileValues, field: keyof ProfileValues) => {
  const rule = PROFILE_RULES[field];
  return (rule ? validate(rule, values[field]) : null) ?? extraChecks(values)[field] ?? null;
};

describe('the supplementary profile form (spec 5 rules)', () => {
  it('accepts a complete profile', () => {
    for (const field of Object.keys(GOOD) as (keyof ProfileValues)[]) expect(messageOf(GOOD, field), field).toBeNull();
  });

  it('gives each selection field its own "choose it" message while it shows the placeholder', () => {
    const empty = { ...GOOD, industry: '', profession: '', education: '请选择', marriage: '', relationship: '', county: '', incomeLevel: '', incomeSource: '', loanType: '' };
    expect({
      industry: messageOf(empty, 'industry'), profession: messageOf(empty, 'profession'), education: messageOf(empty, 'education'),
      marriage: messageOf(empty, 'marriage'), relationship: messageOf(empty, 'relationship'), county: messageOf(empty, 'county'),
      incomeLevel: messageOf(empty, 'incomeLevel'), incomeSource: messageOf(empty, 'incomeSource'), loanType: messageOf(empty, 'loanType'),
    }).toEqual({
      industry: '请选择行业', profession: '请选择职业', education: '请选择学历', marriage: '请选择婚姻状况', relationship: '请选择与本人关系',
      county: '请选择所在地区', incomeLevel: '请选择收入水平', incomeSource: '请选择收入来源', loanType: '请选择借款类型',
    });
  });

  it('email, company, contact names and phones speak the spec-5 messages', () => {
    expect(messageOf({ ...GOOD, email: 'a@' }, 'email')).toBe('请填写正确邮箱');
    expect(messageOf({ ...GOOD, company: '公司$' }, 'company')).toBe('单位名称请勿包含特殊符号');
    expect(messageOf({ ...GOOD, relativeName: '李@明' }, 'relativeName')).toBe('联系人姓名请勿包含特殊符号');
    expect(messageOf({ ...GOOD, friendPhone: '' }, 'friendPhone')).toBe('请输入手机号');
    expect(messageOf({ ...GOOD, relativePhone: '12345678901' }, 'relativePhone')).toBe('请填写正确的手机号');
  });

  it('the detailed address has its three messages (symbols, too brief, the floor of a unit address)', () => {
    expect(messageOf({ ...GOOD, address: '北京市海淀区$9号' }, 'address')).toBe('详细地址包含无法识别的符号');
    expect(messageOf({ ...GOOD, address: '海淀区' }, 'address')).toBe('地址过于简略，请具体到门牌号');
    expect(messageOf({ ...GOOD, companyAddress: '海淀区' }, 'companyAddress')).toBe('地址过于简略，请具体到楼层');
    expect(messageOf({ ...GOOD, address: '' }, 'address')).toBe('请输入详细地址');
  });

  it('page checks: duty, company phone (optional), monthly income in whole yuan, two different contact phones', () => {
    expect(extraChecks({ ...GOOD, duty: ' ' }).duty).toBe(PROFILE_MESSAGES.dutyRequired);
    expect(extraChecks({ ...GOOD, companyPhone: '010-1234' }).companyPhone).toBeUndefined();
    expect(extraChecks({ ...GOOD, companyPhone: '12ab' }).companyPhone).toBe(PROFILE_MESSAGES.companyPhone);
    expect(extraChecks({ ...GOOD, monthlyIncome: '' }).monthlyIncome).toBe(PROFILE_MESSAGES.incomeRequired);
    expect(extraChecks({ ...GOOD, monthlyIncome: '12.5' }).monthlyIncome).toBe(PROFILE_MESSAGES.income);
    expect(extraChecks({ ...GOOD, monthlyIncome: '0' }).monthlyIncome).toBe(PROFILE_MESSAGES.income);
    expect(extraChecks({ ...GOOD, friendPhone: GOOD.relativePhone }).friendPhone).toBe(PROFILE_MESSAGES.samePhone);
  });

  it('sends whitespace-stripped values, the income in fen, and leaves an empty company phone out', () => {
    const { basic, contacts } = toBodies({ ...GOOD, email: ' a@example.com ', monthlyIncome: '12000' });
    expect(basic).toMatchObject({ email: 'a@example.com', monthlyIncome: '1200000', incomeSource: 'B0901,B0903' });
    expect(basic).not.toHaveProperty('companyPhone');
    expect(contacts).toEqual({ relativeName: '李大明', relativePhone: '13712345678', relationship: 'B0601', friendName: '王小二', friendPhone: '13698765432' });
    expect(toBodies({ ...GOOD, companyPhone: '010-12345678' }).basic.companyPhone).toBe('010-12345678');
  });

  it('opens with the router defaults of spec 9 when nothing is saved, else with what was saved (income back in yuan)', () => {
    const none: ExtendInfoData = { basicInfo: {}, contacts: {}, education: 'B0301', isCustomerInfoExists: 0 };
    expect(initialValues(none)).toMatchObject({ education: DICTIONARY.routerEducation, marriage: DICTIONARY.routerMarriage, industry: DICTIONARY.routerIndustry, profession: '' });
    expect(DICTIONARY).toMatchObject({ routerEducation: 'B0305', routerMarriage: 'B0501', routerIndustry: 'B1017' });
    const saved: ExtendInfoData = { basicInfo: { industry: 'B1009', education: 'B0306', monthlyIncome: '1200000' }, contacts: { friendName: '王小二' }, education: 'B0301', isCustomerInfoExists: 1 };
    expect(initialValues(saved)).toMatchObject({ industry: 'B1009', education: 'B0306', marriage: 'B0501', monthlyIncome: '12000', friendName: '王小二' });
  });

  it('multi-selects toggle codes and keep dictionary order', () => {
    const order = ['B0901', 'B0902', 'B0903'];
    expect(toggleCode('', 'B0903', order)).toBe('B0903');
    expect(toggleCode('B0903', 'B0901', order)).toBe('B0901,B0903');
    expect(toggleCode('B0901,B0903', 'B0901', order)).toBe('B0903');
  });
});
