import { describe, expect, it } from 'vitest';
import {
  checkRule, newDiffersFromOld, passwordsMatch, RULES, validate, validateForm, validatePasswordChange,
} from './index';
import type { RuleKey } from './index';

type Row = [rule: RuleKey, value: string, expected: string | null];

describe('validation table of spec 5', () => {
  const rows: Row[] = [
    // Phone (also contact, bank-reserved, scan-pay)
    ['mobile', '', '请输入手机号'],
    ['mobile', '13812345678', null],
    ['mobile', '013812345678', null],
    ['mobile', '19912345678', null],
    ['mobile', '12812345678', '请填写正确的手机号'],
    ['mobile', '1381234567', '请填写正确的手机号'],
    ['contactMobile', '15912345678', null],
    ['bankMobile', '1591234567x', '请填写正确的手机号'],
    ['scanPayMobile', '', '请输入手机号'],
    // Login password: 6–16 word characters
    ['loginPassword', 'abc_12', null],
    ['loginPassword', 'abc12', '账号或密码输入不正确'],
    ['loginPassword', 'a'.repeat(17), '账号或密码输入不正确'],
    // Set/old/new/confirm password
    ['password', 'abc123', null],
    ['newPassword', 'abcdef', '密码为6-16位字母和数字的组合'],
    ['oldPassword', '123456', '密码为6-16位字母和数字的组合'],
    ['confirmPassword', 'abc12_', '密码为6-16位字母和数字的组合'],
    ['password', 'a1'.repeat(9), '密码为6-16位字母和数字的组合'],
    // Deal password
    ['dealPassword', 'a1b2c3', null],
    ['dealPassword', '123456', '密码必须是6-16位数字和字母组合'],
    ['dealPassword', 'a1'.repeat(8) + 'x', '密码必须是6-16位数字和字母组合'],
    // Bank card: 16–21 digits (spaces allowed)
    ['bankCard', '6222021234567890', null],
    ['bankCard', '6222 0212 3456 7890 123', null],
    ['bankCard', '622202123456789', '请填写正确的银行卡号'],
    ['bankCard', '6'.repeat(22), '请填写正确的银行卡号'],
    // SMS code: 6 digits
    ['smsCode', '123456', null],
    ['smsCode', '12345', '请填写正确的验证码'],
    // Invite code: empty or 6 digits
    ['inviteCode', '', null],
    ['inviteCode', '654321', null],
    ['inviteCode', '65432a', '请输入正确的邀请码'],
    // Registration auth code: 4–8 word characters
    ['registerAuthCode', 'ab_1', null],
    ['registerAuthCode', 'abc', RULES.registerAuthCode.tips],
    // Picture captcha: 4 letters or digits
    ['captcha', 'a1B2', null],
    ['captcha', 'a1B', '请输入正确图形验证码'],
    ['captcha', 'a1B2c', '请输入正确图形验证码'],
    // Real name: 2–15 Chinese characters, dot and hyphen allowed
    ['realName', '张三', null],
    ['realName', '阿卜杜·热合曼', null],
    ['realName', '张', '请输入正确姓名'],
    ['realName', 'Zhang', '请输入正确姓名'],
    ['realName', '张'.repeat(16), '请输入正确姓名'],
    // Other real-name rule
    ['realNameAlt', 'Tom', null],
    ['realNameAlt', '欧阳娜娜', null],
    ['realNameAlt', '迪丽·热巴', null],
    ['realNameAlt', '·热巴', '请填写正确的姓名'],
    ['realNameAlt', '王', '请填写正确的姓名'],
    ['realNameAlt', 'A'.repeat(31), '请填写正确的姓名'],
    // ID number: 15, 18, or 17 + digit/X/x; scan placeholders rejected
    ['idNumber', '110105491231002', null],
    ['idNumber', '110105194912310021', null],
    ['idNumber', '11010519491231002x', null],
    ['idNumber', '11010519491231002', '请输入正确的身份证号'],
    ['idNumber', '扫描身份证', '请输入正确的身份证号'],
    // Email
    ['email', 'a.b@example.com', null],
    ['email', 'a.b@example', '请填写正确邮箱'],
    // Company or unit name
    ['company', '某某科技有限公司', null],
    ['company', '某某公司$', RULES.company.tips],
    // Detailed address: charset, then at least 5 characters
    ['address', '北京市朝阳区1号', null],
    ['address', '北京市<b>', '详细地址包含无法识别的符号'],
    ['address', '北京市', '地址过于简略，请具体到门牌号'],
    ['companyAddress', '北京市', '地址过于简略，请具体到楼层'],
    // Contact names
    ['contactName', '李四_2', null],
    ['relativeName', '李四!', '联系人姓名请勿包含特殊符号'],
    ['friendName', '', RULES.friendName.required],
    // ID authority and validity: required
    ['idAuthority', '', RULES.idAuthority.required],
    ['idAuthority', '某某公安局', null],
    ['idValidity', '', RULES.idValidity.required],
  ];

  it.each(rows)('%s %j → %s', (rule, value, expected) => {
    expect(validate(rule, value)).toBe(expected);
  });

  it.each([
    'industry', 'profession', 'occupationInfo', 'education', 'marriage', 'area', 'relationship', 'incomeLevel',
    'incomeSource', 'loanStatus', 'bank',
  ] as const)('selection field %s rejects its placeholder with its own message', (rule) => {
    const message = RULES[rule].required;
    expect(message).toMatch(/^请选择.+/);
    expect(validate(rule, '请选择')).toBe(message);
    expect(validate(rule, ' 请 选择 ')).toBe(message);
    expect(validate(rule, '')).toBe(message);
    expect(validate(rule, 'B0301')).toBeNull();
  });

  it('gives each selection field a distinct message', () => {
    const keys = ['industry', 'profession', 'occupationInfo', 'education', 'marriage', 'area', 'relationship', 'incomeLevel', 'incomeSource', 'loanStatus', 'bank'] as const;
    expect(new Set(keys.map((k) => RULES[k].required)).size).toBe(keys.length);
  });
});

describe('the engine', () => {
  it('strips all whitespace before checking', () => {
    expect(validate('mobile', ' 138 1234\t5678 ')).toBeNull();
    expect(validate('mobile', '   ')).toBe('请输入手机号');
    expect(validate('mobile', null)).toBe('请输入手机号');
    expect(validate('smsCode', 123456)).toBeNull();
  });

  it('shows app-specific tips in native-app mode', () => {
    const rule = { required: 'req', tips: 'web', nativeTips: 'app', patterns: [/^\d+$/] };
    expect(checkRule(rule, 'x')).toBe('web');
    expect(checkRule(rule, 'x', { nativeApp: true })).toBe('app');
    expect(checkRule({ required: 'req', patterns: [/^\d+$/] }, 'x', { nativeApp: true })).toBe('req');
  });

  it('lets the first failing pattern decide', () => {
    const rule = { required: 'req', tips: 'tips', patterns: [{ pattern: /^\d+$/, message: 'digits' }, /^.{3}$/] };
    expect(checkRule(rule, 'ab')).toBe('digits');
    expect(checkRule(rule, '12')).toBe('tips');
    expect(checkRule(rule, '123')).toBeNull();
  });

  it('counts a declared placeholder as empty', () => {
    expect(checkRule({ required: 'req', placeholder: ['请选择', '请扫描'] }, '请扫描')).toBe('req');
  });

  it('rejects unknown rule keys', () => {
    expect(() => validate('nope' as RuleKey, 'x')).toThrow(/unknown validation rule/);
  });

  it('validates a form in order', () => {
    expect(validateForm({ mobile: { rule: 'mobile', value: '13812345678' }, code: { rule: 'smsCode', value: '1' } })).toEqual({
      field: 'code',
      message: '请填写正确的验证码',
    });
    expect(validateForm({ mobile: { rule: 'mobile', value: '13812345678' } })).toBeNull();
  });
});

describe('password pairs (spec 5)', () => {
  it('must match and the new must differ from the old', () => {
    expect(passwordsMatch('abc123', 'abc123')).toBe(true);
    expect(passwordsMatch('abc123', 'abc124')).toBe(false);
    expect(newDiffersFromOld('abc123', 'abc124')).toBe(true);
    expect(newDiffersFromOld('abc123', 'abc123')).toBe(false);
  });

  it('validatePasswordChange uses the rules, then the catalogue messages 2014 and 2015', () => {
    expect(validatePasswordChange({ oldPassword: 'abc123', newPassword: 'abc', confirmPassword: 'abc' })).toBe('密码为6-16位字母和数字的组合');
    expect(validatePasswordChange({ oldPassword: 'abc123', newPassword: 'abc124', confirmPassword: 'abc125' })).toBe('您两次密码输入不一致，请重新输入');
    expect(validatePasswordChange({ oldPassword: 'abc123', newPassword: 'abc123', confirmPassword: 'abc123' })).toBe('新密码与旧密码不可以相同');
    expect(validatePasswordChange({ newPassword: 'abc123', confirmPassword: 'abc123' })).toBeNull();
  });
});

describe('idNumberStrict: the pattern plus the GB 11643 check digit (rules/idNumber.ts)', () => {
  it.each([
    ['11010519491231002X', null],
    ['110105491231002', null],
    ['110105194912310021', '请输入正确的身份证号'],
    ['11010519491231002', '请输入正确的身份证号'],
  ])('%s → %s', (id, expected) => {
    expect(validate('idNumberStrict', id)).toBe(expected);
  });
});
