import fs from 'node:fs';
import path from 'node:path';
import { NOT_WALKED, WAYS_IN, tabPath, tapLabel, type Way } from '../e2e/waysIn';

// docs/ways-in.md is the map of e2e/waysIn.ts in prose: written from it (`npm run ways-in:doc`), and
// waysInDoc.test.ts fails when the two differ, so the doc cannot drift from what the walk proves.

const WHO = { demo: 'the demo user', borrower: 'a new borrower (nothing overdue)', guest: 'a guest' } as const;

export const DOC_FILE = path.resolve(import.meta.dirname, '..', 'docs', 'ways-in.md');

function lines(ways: readonly Way[] | undefined, depth: number): string[] {
  return (ways ?? []).flatMap((way) => {
    const where = way.header ? ' (header icon)' : '';
    const note = [way.leaveWith && `leaving asks: ${way.leaveWith}`, way.backTo && `back leads to \`${way.backTo}\``, way.end && 'leaving logs out'].filter(Boolean);
    const tail = note.length ? ` — ${note.join('; ')}` : '';
    return [`${'  '.repeat(depth)}- ${tapLabel(way.tap)}${where} → \`${way.to}\`${tail}`, ...lines(way.then, depth + 1)];
  });
}

export function waysInMarkdown(): string {
  const out = [
    '# Ways in: how a user reaches every page',
    '',
    'Generated from `e2e/waysIn.ts` by `npm run ways-in:doc`; do not edit by hand. `e2e/tests/ways-in.spec.ts`',
    'walks this map in Chromium against the sandbox: from each tab, every tap below lands on its route, and',
    "the header's back arrow (or the phone's back where a page has no header) returns. Issue 39: a page",
    'nobody can reach does not exist for users; a new page gets its entry here and in the walk.',
    '',
  ];
  for (const start of WAYS_IN) {
    out.push(`## ${start.tab} (\`${tabPath(start.tab)}\`), ${WHO[start.who]}`, '', ...lines(start.then, 0), '');
  }
  out.push('## Pages without a tap leading to them', '', 'Aliases, steps inside a flow (after typing and sending something) and hops from outside the app:', '');
  for (const [route, why] of Object.entries(NOT_WALKED)) out.push(`- \`${route}\`: ${why}`);
  out.push('');
  return out.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(DOC_FILE, waysInMarkdown());
  console.log(`${path.relative(process.cwd(), DOC_FILE)} written`);
}
