import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPITAL_CHANNELS, PARTNERS } from '@credit/shared';
import { PARTNERS as SANDBOX_PARTNERS } from '../sandbox-api/src/domains/loan/funders';

/**
 * Issue 37 items 6 and 7: partner knowledge is data (ADR 032, 033: the partner table in
 * shared/src/api/partners.ts, by the order's capitalChannel) and the device profile is the only source of
 * host-dependent behaviour (ADR 034: shared/src/embedder/). Product code of the remotes and the host
 * (tests aside) names no funder code in a comparison, and reads no raw host fact.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['host/src', ...fs.readdirSync(ROOT).filter((d) => d.startsWith('remote-')).map((d) => `${d}/src`)];

/**
 * Files allowed a raw host fact, each with why.
 */
const ALLOWED: Record<string, { fact: RegExp; why: string }> = {
  'host/src/bootstrap.tsx': { fact: /navigator\.userAgent/, why: 'the entry hands the embedder its facts (initHost); nothing branches on them here' },
  'host/src/router/guard.ts': { fact: /\.host\.nativePages\b/, why: 'the NATIVEPAGES list the entry named is data: the profile (nativePages) decides whether they open in the app' },
  'host/src/telemetry/recorder.ts': { fact: /\.appVersion\b/, why: 'the field data names the app version as APPVERSION sent it (ADR 061): a label on the beacon, nothing branches on it' },
};

const FUNDER_CODES = CAPITAL_CHANNELS.join('|');
/** Step codes only a partner has (openAccount and bindCard are the custody account's steps too, profile too common a word). */
const PARTNER_STEPS = 'labelUser|mainSigning|jgSigning|suningVerify';

const FUNDER_RULES: Array<[string, RegExp]> = [
  ['the platform channel by name', /['"`]9F['"`]/],
  ['a funder code compared', new RegExp(`[!=]==\\s*['"\`](${FUNDER_CODES})['"\`]|['"\`](${FUNDER_CODES})['"\`]\\s*[!=]==|case\\s+['"\`](${FUNDER_CODES})['"\`]\\s*:`)],
  ['a partner step compared', new RegExp(`[!=]==\\s*['"\`](${PARTNER_STEPS})['"\`]|['"\`](${PARTNER_STEPS})['"\`]\\s*[!=]==|case\\s+['"\`](${PARTNER_STEPS})['"\`]\\s*:`)],
  ['a repay path or funder compared by hand', /\.(capitalChannel|capitalType|repayPath)\s*[!=]==/],
];

const HOST_RULES: Array<[string, RegExp]> = [
  ['the user agent', /navigator\.userAgent|MicroMessenger|AlipayClient/],
  ['a wrapper bridge on window', /\b(WeixinJSBridge|AlipayJSBridge)\b|window\.(my|swan|wx|jfwallet|nativeBridge|webkit)\b/],
  ['an entry parameter', /\b(APPVERSION|APPSOURCE|ISWEIXIN|ISIOSNEWVERSION)\b/],
  ['a raw fact of the host', /\.(isWeixin|isAlipay|isNativeApp|isWallet|isMiniProgram|isMajia|isIosNewVersion|appSource|appVersion|versionName|deviceType|nativePages|returnUser|loadApp|platform)\b/],
  ['the host read past its profile', /getHost\(\)\.(?!profile\b)|\{[^}]*\b(?!profile\b)\w+[^}]*\}\s*=\s*getHost\(\)|clientChannel\(getHost/],
];

/** Code without its comments (a comment may name a funder or a fact to say why it is not used). */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:])\/\/.*$/gm, '$1');

/** The violations of one file: `file:line: rule`. */
export function violations(file: string, text: string): string[] {
  const allowed = ALLOWED[file];
  const found: string[] = [];
  code(text).split('\n').forEach((line, i) => {
    for (const [rule, re] of [...FUNDER_RULES, ...HOST_RULES]) {
      if (!re.test(line)) continue;
      if (allowed && HOST_RULES.some(([r]) => r === rule) && allowed.fact.test(line)) continue;
      found.push(`${file}:${i + 1}: ${rule}`);
    }
  });
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

describe('partners are data and the device profile is the only host source, in the remotes and the host (issue 37)', () => {
  it('finds the product sources', () => {
    const files = SOURCE_DIRS.flatMap(sourceFiles);
    expect(files).toEqual(expect.arrayContaining(['host/src/bootstrap.tsx', 'remote-loan/src/features/borrow/pages/cashResult/CashResultPage.tsx']));
  });

  it('no page compares a funder code or reads a raw host fact', () => {
    const found = SOURCE_DIRS.flatMap(sourceFiles).flatMap((file) => violations(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it.each([
    ["if (order.capitalChannel === '9F') go();", 'the platform channel by name'],
    ["const partner = o.capitalChannel !== DEFAULT;", 'a repay path or funder compared by hand'],
    ["if (channel === 'micropay') return x;", 'a funder code compared'],
    ["switch (c) { case 'suning': break; }", 'a funder code compared'],
    ["{step === 'suningVerify' ? '确认验证' : '确认签约'}", 'a partner step compared'],
    ['const ua = navigator.userAgent;', 'the user agent'],
    ['if (window.WeixinJSBridge) ready();', 'a wrapper bridge on window'],
    ['if (typeof window.my !== "undefined") mini();', 'a wrapper bridge on window'],
    ["const v = params.get('APPVERSION');", 'an entry parameter'],
    ['const native = getHost().isNativeApp;', 'a raw fact of the host'],
    ['const { platform } = getHost();', 'the host read past its profile'],
    ['const t = getHost().deviceType;', 'the host read past its profile'],
  ])('catches an injected violation: %s', (line, rule) => {
    expect(violations('remote-loan/src/features/x/pages/x/XPage.tsx', `import x from 'y';\n${line}\n`)).toContain(`remote-loan/src/features/x/pages/x/XPage.tsx:2: ${rule}`);
  });

  it('lets a page ask the table and the profile, and a comment name what it does not use', () => {
    const ok = [
      "if (isPartnerLoan(order.capitalChannel)) go();",
      "const path = partnerOf(order.capitalChannel).submitPath;",
      "const native = getHost().profile.camera === 'native';",
      '// not the user agent (navigator.userAgent): the profile says',
      "/** 9F's orders: '9F' is the platform's own */",
    ].join('\n');
    expect(violations('remote-loan/src/features/x/pages/x/XPage.tsx', ok)).toEqual([]);
  });
});

describe('the partner table is the contract the sandbox serves (ADR 032, 033)', () => {
  it('has every capitalChannel, keyed by its own code', () => {
    expect(Object.keys(PARTNERS).sort()).toEqual([...CAPITAL_CHANNELS].sort());
    for (const [code, p] of Object.entries(PARTNERS)) expect(p.code).toBe(code);
  });

  it.each(SANDBOX_PARTNERS.map((f) => [f.code, f] as const))('%s: its kind, steps and repay path as the sandbox lends', (code, f) => {
    expect(PARTNERS[code]).toMatchObject({ capitalType: f.capitalType, steps: f.steps, repayPath: f.repay.path });
  });

  it("9F is the platform's own: no step, the platform's repayment", () => {
    expect(PARTNERS['9F']).toMatchObject({ capitalType: 'self', steps: [], repayPath: 'platform' });
  });
});
