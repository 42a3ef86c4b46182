import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The sandbox's walls (issue 37, docs/sandbox.md "Code layout"), read from the source: SQL only in store
 * and data modules or under db/; routes declared only in routes files; lib/, db/ and context.ts import no
 * domain; another domain's writers reached only through domains/crossings.ts or the context's crossings,
 * the effects only through the context; another domain reached only through its face
 * (domains/<d>/index.ts), with no exception left (ADR 044).
 */

/**
 * Imports of another domain's file past its face: 152 while the domains imported each other in circles
 * (issue 37), none once the circles were broken (ADR 044). Never raise it.
 */
const FACE_EXCEPTIONS_CEILING = 0;
const isFaceException = (v: string): boolean => v.includes('only through its face');

interface Source {
  /** Path under src/, with forward slashes. */
  path: string;
  text: string;
}

const SQL_CALL = /\.prepare\(|\bdb\.exec\(|\.exec\(\s*[`'"]/;
const SQL_TEXT = /[`'"]\s*(SELECT\b[^`'"]*\bFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(TABLE|INDEX)|ALTER\s+TABLE|DROP\s+TABLE)\b/i;
const ROUTE_DECLARATION = /\bdefineRoute\(|\bapp\.(get|post|put|delete|route)\(|\bregisterPdfDownload\(/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/g;

const baseName = (path: string): string => posix.basename(path, '.ts');
const isStoreModule = (path: string): boolean => path.startsWith('db/') || ['store', 'data'].includes(baseName(path)) || baseName(path).endsWith('Store');
const isRoutesModule = (path: string): boolean => baseName(path) === 'routes' || baseName(path).endsWith('Routes');
/** The registration machinery itself, and the server's own OpenAPI document. */
const ROUTE_MACHINERY = new Set(['lib/route.ts', 'lib/download.ts', 'server.ts']);
/** The layers below the domains. */
const isBelowDomains = (path: string): boolean => path.startsWith('lib/') || path.startsWith('db/') || path === 'context.ts' || path === 'pricing.ts';
const domainOf = (path: string): string | undefined => /^domains\/([^/]+)\//.exec(path)?.[1];

/** The writers one domain lends another: imported across domains only by domains/crossings.ts (and the ledger's by domains/effects.ts). */
export const CROSSING_WRITERS = [
  'applyPayment', 'waiveBill', 'deferBill', 'lendForPurchase', 'cancelPurchaseLoan', 'refundPurchaseCharges', 'openAccount', 'unbindAllCards', 'releaseExtraMobiles',
  'recordTransaction', 'setLedgerStatus', 'insertRedPacket',
];
const NAMED_IMPORT = /(?:^|\n)\s*import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;

/** What a relative import names, as a path under src/ without extension. */
const resolve = (from: string, spec: string): string => posix.normalize(posix.join(posix.dirname(from), spec));

/** Every break of the rules in these sources, one line each. */
export function layerViolations(sources: readonly Source[]): string[] {
  const found: string[] = [];
  for (const { path, text } of sources) {
    if (!isStoreModule(path)) {
      if (SQL_CALL.test(text)) found.push(`${path}: runs SQL outside a store module (store.ts, data.ts, *Store.ts, db/)`);
      else if (SQL_TEXT.test(text)) found.push(`${path}: holds SQL text outside a store module`);
    }
    if (!isRoutesModule(path) && !ROUTE_MACHINERY.has(path) && ROUTE_DECLARATION.test(text)) found.push(`${path}: declares routes outside a routes file (routes.ts, *Routes.ts)`);
    const own = domainOf(path);
    for (const [, spec] of text.matchAll(IMPORT)) {
      if (!spec!.startsWith('.')) continue;
      const target = resolve(path, spec!);
      const targetDomain = /^domains\/([^/]+)(?:\/(.+))?$/.exec(target);
      if (!targetDomain || targetDomain[1] === 'effects') {
        if (isBelowDomains(path) && target === 'domains/effects') found.push(`${path}: imports ${target} (a layer below the domains imports no domain)`);
        // effects.ts sits above the domains (it imports them): a domain calls it through ctx.effects.
        else if (own !== undefined && target === 'domains/effects') found.push(`${path}: imports ${target} (a domain reaches the effects only through ctx.effects)`);
        continue;
      }
      const [, domain, file] = targetDomain;
      if (isBelowDomains(path)) found.push(`${path}: imports ${target} (a layer below the domains imports no domain)`);
      // effects.ts and crossings.ts reach into the domains' data and writer files by design (no file cycle through them).
      else if (domain !== own && file !== undefined && file !== 'index' && !/^domains\/\w+\.ts$/.test(path)) found.push(`${path}: imports ${target} (another domain only through its face, domains/${domain})`);
    }
    if (own !== undefined) {
      for (const [, names, spec] of text.matchAll(NAMED_IMPORT)) {
        const target = resolve(path, spec!);
        const domain = /^domains\/([^/]+)/.exec(target)?.[1];
        if (!domain || domain === own || domain === 'effects' || domain === 'crossings') continue;
        for (const name of names!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!)) {
          if (CROSSING_WRITERS.includes(name)) found.push(`${path}: calls ${domain}'s writer ${name} directly (a crossing goes through domains/crossings.ts)`);
        }
      }
    }
  }
  return found;
}

const SRC = import.meta.dirname;

function productSources(dir: string): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' && dir === SRC ? [] : productSources(full);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [{ path: relative(SRC, full).split(sep).join('/'), text: readFileSync(full, 'utf8') }];
  });
}

describe('the sandbox layers', () => {
  it('hold in the source', () => {
    const sources = productSources(SRC);
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.some((s) => s.path === 'domains/loan/index.ts')).toBe(true);
    const found = layerViolations(sources);
    expect(found.filter((v) => !isFaceException(v))).toEqual([]);
    expect(found.filter(isFaceException).length).toBeLessThanOrEqual(FACE_EXCEPTIONS_CEILING);
  });

  it('catch an injected break of each rule', () => {
    const broken: Source[] = [
      { path: 'domains/loan/orders.ts', text: "const x = ctx.db.prepare('SELECT 1 FROM loan_orders');" },
      { path: 'domains/loan/rules.ts', text: 'const sql = `DELETE FROM bills WHERE id = ?`;' },
      { path: 'domains/market/invite.ts', text: 'export const inviteRoutes = [defineRoute({ path })];' },
      { path: 'domains/repay/repayments.ts', text: "import { billsOfOrder } from '../loan/bills';" },
      { path: 'lib/route.ts', text: "import { userOfToken } from '../domains/account';" },
      { path: 'context.ts', text: "import { checkedPricing } from './domains/loan/pricing';" },
      { path: 'db/seed.ts', text: "import { seedDemoLoans } from '../domains/loan';" },
      { path: 'domains/creditLife/routes.ts', text: "import { lendForPurchase, orderOf } from '../loan';" },
      { path: 'domains/loan/orders.ts', text: "import { loanPaidOut } from '../effects';" },
    ];
    const found = layerViolations(broken);
    expect(found).toHaveLength(broken.length);
    broken.forEach((b, i) => expect(found[i]).toMatch(new RegExp(`^${b.path}: `)));
  });

  it('let the allowed shapes through', () => {
    const fine: Source[] = [
      { path: 'domains/loan/store.ts', text: "ctx.db.prepare('SELECT * FROM loan_orders WHERE id = ?');" },
      { path: 'lib/counterStore.ts', text: "ctx.db.prepare('DELETE FROM counters WHERE key = ?');" },
      { path: 'db/meta.ts', text: "db.prepare('SELECT value FROM meta WHERE key = ?');" },
      { path: 'domains/loan/offerRoutes.ts', text: "import { userById } from '../account';\nexport const r = [defineRoute({})];" },
      { path: 'domains/loan/orders.ts', text: "import { insertOrder } from './store';\nconst m = /^(a|b)$/.exec(s);" },
      { path: 'server.ts', text: "import { face } from './domains/loan';\napp.get(path, h);" },
      { path: 'domains/crossings.ts', text: "export { applyPayment } from './loan/bills';" },
      { path: 'domains/repay/repayments.ts', text: "import { applyPayment } from '../crossings';\nimport { billsOfOrder } from '../loan';" },
    ];
    expect(layerViolations(fine)).toEqual([]);
  });
});

