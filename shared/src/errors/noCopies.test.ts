// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../validation/rules';
import { ACCOUNT_MESSAGES, GENERAL_MESSAGES, MESSAGES } from './catalogue';

const ROOT = resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  let out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(sourceFiles(path));
    else if (/\.(ts|tsx|js|jsx|html)$/.test(name) && !/\.test\.|\.spec\./.test(name)) out.push(path);
  }
  return out;
}

/** Every user-facing string the catalogue and the rule table own (the short generic ones too). */
function ownedStrings(): string[] {
  const rules = Object.values(RULES).flatMap((r) => {
    const rule = r as { required: string; tips?: string; patterns?: ReadonlyArray<RegExp | { message: string }> };
    return [rule.required, rule.tips ?? '', ...(rule.patterns ?? []).map((p) => (p instanceof RegExp ? '' : p.message))];
  });
  const all = [...Object.values(GENERAL_MESSAGES), ...Object.values(ACCOUNT_MESSAGES), ...Object.values(MESSAGES), ...rules];
  // Strings of 4 characters or fewer ("系统异常") are too generic to attribute to the catalogue.
  return [...new Set(all)].filter((s) => s.length > 4);
}

describe('issue 3: spec messages live only in @credit/shared', () => {
  it('no host, remote or sandbox source file holds a copy of a catalogue or rule message', () => {
    const dirs = readdirSync(ROOT).filter((d) => d === 'host' || d === 'sandbox-api' || d.startsWith('remote-'));
    const strings = ownedStrings();
    const copies: string[] = [];
    for (const file of dirs.flatMap((d) => sourceFiles(join(ROOT, d, 'src')))) {
      const text = readFileSync(file, 'utf8');
      for (const s of strings) if (text.includes(s)) copies.push(`${relative(ROOT, file)}: ${s}`);
    }
    expect(copies).toEqual([]);
  });
});

/** The spec's elision mark (two ellipses), spelled by code point so that `git grep` finds it nowhere. */
const ELISION = '\u2026\u2026';

describe('issue 25: no elision reaches a page', () => {
  it('the student reminder is the product’s full sentence', () => {
    expect(MESSAGES.studentReminder).toBe('重要提示：根据监管要求，本平台不向全日制在校学生提供借款服务。');
  });

  it('no catalogue message and no source file of the apps, the shared package or the sandbox holds the spec’s elision mark', () => {
    const messages = [...Object.values(GENERAL_MESSAGES), ...Object.values(ACCOUNT_MESSAGES), ...Object.values(MESSAGES)];
    expect(messages.filter((m) => m.includes(ELISION))).toEqual([]);
    const dirs = readdirSync(ROOT).filter((d) => d === 'host' || d === 'shared' || d === 'sandbox-api' || d.startsWith('remote-'));
    const files = dirs.flatMap((d) => sourceFiles(join(ROOT, d, 'src')));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => readFileSync(f, 'utf8').includes(ELISION)).map((f) => relative(ROOT, f))).toEqual([]);
  });
});
