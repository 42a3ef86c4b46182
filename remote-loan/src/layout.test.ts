import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** Routes that show another route's page (docs/layout.md). */
const ALIASES: Record<string, string> = {
  borrowCash: 'newBorrowCash',
  cashInstallment: 'newBorrowCash',
  loanAgreementItem: 'agreementItem',
  cashInstallmentResult: 'cashResult',
};

const FEATURES = path.join(import.meta.dirname, 'features');
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/** Every route line of every feature's table: its name and the page module it imports. */
function declaredPages(): Array<{ area: string; name: string; folder: string; component: string }> {
  return fs.readdirSync(FEATURES).flatMap((area) => {
    const table = fs.readFileSync(path.join(FEATURES, area, 'routes.ts'), 'utf8');
    return [...table.matchAll(/name: '(\w+)'.*?import\([^)]*'\.\/pages\/(\w+)\/(\w+)'\)/g)].map(([, name, folder, component]) => ({
      area, name, folder, component,
    }));
  });
}

describe('route → feature folder → page (docs/layout.md)', () => {
  const pages = declaredPages();

  it('finds the page of every loan route in the feature tables', () => {
    expect(pages.map((p) => p.name).sort()).toEqual(routes.map((r) => r.name).sort());
  });

  it.each(declaredPages())('$name lives in features/$area/pages/<its name>/<Its name>Page.tsx', ({ area, name, folder, component }) => {
    const owner = ALIASES[name] ?? name;
    expect(folder).toBe(owner);
    expect(component).toBe(`${cap(owner)}Page`);
    expect(fs.existsSync(path.join(FEATURES, area, 'pages', folder, `${component}.tsx`))).toBe(true);
  });
});
