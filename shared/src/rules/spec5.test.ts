// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { field } from '../api/common';
import { RULES, validate, type RuleKey } from '../validation';
import { PATTERNS } from './patterns';

type PatternKey = keyof typeof PATTERNS;
type FieldKey = keyof typeof field;

/**
 * One row of spec 5's table: examples the spec admits and refuses, checked against the pattern, every
 * page rule that uses it and the API field the sandbox checks it with. A rule or field that drifts
 * from the pattern (its own copy of a regex) fails here. Values hold no whitespace: the pages strip
 * it before checking and sending, so a spaced value says nothing about the server.
 */
interface Row {
  patterns: PatternKey[];
  rules: RuleKey[];
  field?: FieldKey;
  valid: string[];
  invalid: string[];
}

const TABLE: Record<string, Row> = {
  'phone: optional leading 0, then 13–19, then 9 digits': {
    patterns: ['mobile'],
    rules: ['mobile', 'contactMobile', 'bankMobile', 'scanPayMobile'],
    field: 'mobile',
    valid: ['13812345678', '013812345678', '14700000000', '19912345678'],
    invalid: ['12812345678', '1381234567', '138123456789', '23812345678', '0013812345678', '1381234567x'],
  },
  'login password: 6–16 word characters': {
    patterns: ['loginPassword'],
    rules: ['loginPassword'],
    field: 'loginPassword',
    valid: ['abc_12', 'abcdef', '1234567890123456'],
    invalid: ['abc12', 'a'.repeat(17), 'abc-123', '密码abc123'],
  },
  'set/old/new/confirm password: 6–16 letters and digits, both kinds': {
    patterns: ['password'],
    rules: ['password', 'oldPassword', 'newPassword', 'confirmPassword'],
    field: 'password',
    valid: ['abc123', 'A1'.repeat(8)],
    invalid: ['abcdef', '123456', 'ab12c', 'abc12_', 'a1'.repeat(8) + 'x'],
  },
  'deal password: 6–16 digits and letters combined': {
    patterns: ['dealPassword'],
    rules: ['dealPassword'],
    field: 'tradePassword',
    valid: ['a1b2c3', 'Trade123', '1'.repeat(15) + 'a'],
    invalid: ['123456', 'abcdef', 'a1b2c', 'a1'.repeat(8) + 'x', 'a1b2c!'],
  },
  'bank card: 16–21 digits, one variant with spaces': {
    patterns: ['bankCard'],
    rules: ['bankCard'],
    field: 'bankCard',
    valid: ['6222021234567890', '6'.repeat(21)],
    invalid: ['622202123456789', '6'.repeat(22), '6222a21234567890'],
  },
  'SMS code: exactly 6 digits': {
    patterns: ['smsCode'],
    rules: ['smsCode'],
    field: 'smsCode',
    valid: ['123456', '000000'],
    invalid: ['12345', '1234567', '12345a'],
  },
  'invite code: empty or 6 digits': {
    patterns: ['inviteCode'],
    rules: ['inviteCode'],
    field: 'inviteCode',
    valid: ['654321'],
    invalid: ['65432', '6543210', '65432a'],
  },
  'registration auth code: 4–8 word characters': {
    patterns: ['registerAuthCode'],
    rules: ['registerAuthCode'],
    valid: ['ab_1', 'abcd1234'],
    invalid: ['abc', 'abcdefghi', 'ab-1'],
  },
  'picture captcha: 4 letters or digits': {
    patterns: ['captcha'],
    rules: ['captcha'],
    valid: ['a1B2', 'ABCD', '1234'],
    invalid: ['a1B', 'a1B2c', 'a1_2'],
  },
  'real name: 2–15 Chinese characters, dot and hyphen allowed': {
    patterns: ['realName'],
    rules: ['realName'],
    field: 'realName',
    valid: ['张三', '阿卜杜·热合曼', '欧阳-娜娜', '张'.repeat(15)],
    invalid: ['张', 'Zhang', '张'.repeat(16), '·张三', '张三-', '张3'],
  },
  'other real-name rule: 2–30 Chinese (dot inside) or 1–30 Latin': {
    patterns: ['realNameAlt'],
    rules: ['realNameAlt'],
    valid: ['Tom', 'A', 'A'.repeat(30), '欧阳娜娜', '迪丽·热巴', '张'.repeat(30)],
    invalid: ['王', '·热巴', '热巴·', 'A'.repeat(31), 'Tom1', '张Tom'],
  },
  'ID number: 15 digits, 18 digits, or 17 digits plus X/x': {
    patterns: ['certId'],
    rules: ['idNumber', 'idNumberStrict'],
    field: 'certId',
    // 11010519491231002X and 440524188001010014 are the published GB 11643 examples.
    valid: ['110105491231002', '11010519491231002X', '11010519491231002x', '440524188001010014'],
    invalid: ['11010519491231002', '1101054912310021', '11010519491231002Y', '1101051949123100X2', '扫描身份证'],
  },
  'email: word characters, @, domain': {
    patterns: ['email'],
    rules: ['email'],
    field: 'email',
    valid: ['a.b@example.com', 'a+b@mail.example.com.cn', 'user_1@x-y.cn'],
    invalid: ['a.b@example', '@example.com', 'a@b@c.com', 'ab.example.com'],
  },
  'company or unit name: Chinese, letters, digits, limited punctuation': {
    patterns: ['company'],
    rules: ['company'],
    field: 'company',
    valid: ['某某科技有限公司', 'ABC（中国）有限公司', 'A&B.Co'],
    invalid: ['某', '某某公司$', '某某<公司>', 'a'.repeat(61)],
  },
  'detailed address: allowed characters, then at least 5 of them': {
    patterns: ['addressChars', 'addressLength'],
    rules: ['address', 'companyAddress'],
    field: 'address',
    valid: ['北京市朝阳区1号', 'No.1,某某路#3(东门)', '朝阳区1号'],
    invalid: ['北京市<b>路1号', '北京市朝阳区@1号', '北京市', '1号'],
  },
  'contact names: Chinese, letters, digits, dot, underscore, hyphen': {
    patterns: ['contactName'],
    rules: ['contactName', 'relativeName', 'friendName', 'emergencyName'],
    field: 'contactName',
    valid: ['李四', '李四_2', 'Tom.Lee-2', '李'.repeat(30)],
    invalid: ['李四!', '李四@', '李'.repeat(31)],
  },
  // Not a spec-5 row: the dictionary codes of spec 9 that selection fields send.
  'dictionary code: a capital letter and 4 digits': {
    patterns: ['dictCode'],
    rules: [],
    field: 'dictCode',
    valid: ['B0301', 'B1017'],
    invalid: ['b0301', 'B030', 'B03011', '请选择'],
  },
  // Not a spec-5 row: the messaging app's one-time OAuth code (the sandbox refuses short guesses).
  'messaging-app OAuth code: 16-128 letters, digits, underscore or hyphen': {
    patterns: ['wxAuthCode'],
    rules: [],
    field: 'wxAuthCode',
    valid: ['a'.repeat(16), 'Ab_9-'.repeat(20), 'x'.repeat(128)],
    invalid: ['a', 'a'.repeat(15), 'x'.repeat(129), 'abc def ghijklmnop', 'código-de-acceso1'],
  },
};

const rows = Object.entries(TABLE);
const passes = (keys: PatternKey[], value: string) => keys.every((k) => PATTERNS[k].test(value));

/** The PATTERNS key of a regex by identity: a look-alike copy is named as such. */
const nameOf = (re: RegExp): string => (Object.keys(PATTERNS) as PatternKey[]).find((k) => PATTERNS[k] === re) ?? `a copy: ${re}`;
const ruleRegexes = (rule: RuleKey): RegExp[] =>
  ((RULES[rule] as { patterns?: ReadonlyArray<RegExp | { pattern: RegExp }> }).patterns ?? []).map((p) => (p instanceof RegExp ? p : p.pattern));
/** The regexes a zod string schema checks, in order (zod keeps them in its definition). */
const fieldRegexes = (key: FieldKey): RegExp[] =>
  (field[key]()._zod.def.checks ?? []).map((c) => (c._zod.def as { pattern?: unknown }).pattern).filter((p): p is RegExp => p instanceof RegExp);

describe.each(rows)('spec 5, %s', (_name, row) => {
  it('the pattern admits the valid examples and refuses the invalid ones', () => {
    for (const v of row.valid) expect(passes(row.patterns, v), v).toBe(true);
    for (const v of row.invalid) expect(passes(row.patterns, v), v).toBe(false);
  });

  for (const rule of row.rules) {
    it(`the page rule ${rule} checks these patterns themselves and agrees`, () => {
      expect(ruleRegexes(rule).map(nameOf)).toEqual(row.patterns);
      for (const v of row.valid) expect(validate(rule, v), v).toBeNull();
      for (const v of row.invalid) expect(validate(rule, v), v).not.toBeNull();
    });
  }

  const key = row.field;
  if (key) {
    it(`the API field ${key} the sandbox checks with uses these patterns themselves and agrees`, () => {
      expect(fieldRegexes(key).map(nameOf)).toEqual(row.patterns);
      const schema = field[key]();
      for (const v of row.valid) expect(schema.safeParse(v).success, v).toBe(true);
      for (const v of row.invalid) expect(schema.safeParse(v).success, v).toBe(false);
    });
  }
});

describe('the spec-5 table above', () => {
  it('pins every pattern, every page rule with a pattern and every pattern field of the API', () => {
    expect(new Set(rows.flatMap(([, r]) => r.patterns))).toEqual(new Set(Object.keys(PATTERNS)));
    const patterned = (Object.keys(RULES) as RuleKey[]).filter((k) => 'patterns' in RULES[k]);
    expect(new Set(rows.flatMap(([, r]) => r.rules))).toEqual(new Set(patterned));
    // `id` and `page` are numbers of rows and pages (ranges pinned in the sandbox's ranges test), not spec rules.
    const fields = (Object.keys(field) as FieldKey[]).filter((k) => k !== 'id' && k !== 'page');
    expect(new Set(rows.flatMap(([, r]) => (r.field ? [r.field] : [])))).toEqual(new Set(fields));
  });
});
