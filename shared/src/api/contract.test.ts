// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PATTERNS } from '../rules';
import { API_PATHS, field, statusOfIssues } from './index';

describe('API contract', () => {
  it('keeps the paths module free of zod (the browser bundle imports it)', () => {
    const source = readFileSync(new URL('./paths.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]zod['"]/);
    expect(source).not.toMatch(/^import /m);
  });

  it('puts every path under /api', () => {
    const all = Object.values(API_PATHS).flatMap((group) => Object.values(group));
    expect(all.every((p) => p.startsWith('/api/'))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  it('maps failed validation to spec statuses: missing 1001, coded pattern, else 1004', () => {
    const schema = z.object({ mobile: field.mobile(), password: field.password(), extra: z.string().max(2).optional() });
    const status = (input: object) => {
      const r = schema.safeParse(input);
      return r.success ? 1 : statusOfIssues(r.error.issues, input);
    };
    expect(status({ password: 'abc123' })).toBe(1001);
    expect(status({ mobile: '13800138000', password: 'abcdef' })).toBe(2010);
    expect(status({ mobile: '1380013800', password: 'abc123' })).toBe(1004);
    expect(status({ mobile: '13800138000', password: 'abc123', extra: 'long' })).toBe(1004);
    expect(status({ mobile: '013800138000', password: 'abc123' })).toBe(1);
  });

  it('applies the spec-5 patterns', () => {
    expect(PATTERNS.bankCard.test('6222 0202 0011 2233 445')).toBe(true);
    expect(PATTERNS.bankCard.test('622202020011223')).toBe(false);
    expect(PATTERNS.realName.test('阿依·古丽')).toBe(true);
    expect(PATTERNS.realName.test('张')).toBe(false);
    expect(PATTERNS.certId.test('11010519491231002x')).toBe(true);
    expect(PATTERNS.smsCode.test('12345')).toBe(false);
  });
});
