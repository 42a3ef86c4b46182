import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Text on the product's light backgrounds stays readable (WCAG AA, 4.5:1): the fill orange (--brand,
 * too light on the chips' tint; the old #ff6a2b, 2.9:1 on white) and the old greys and red are for
 * fills and borders only (white on the fill: brandColour.test.ts); text takes --brand-text,
 * --text-weak (#646a73) and the error red (#cb2634). Checks every stylesheet the apps ship.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['host/src', 'shared/src', ...fs.readdirSync(ROOT).filter((d) => d.startsWith('remote-')).map((d) => `${d}/src`)];

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** A `color:` declaration (not border-color, accent-color, background-color) whose value is too light for text. */
const LOW_CONTRAST_TEXT = /(?:^|[;{\s])color:\s*(var\(--brand\s*[,)]|#ff6a2b|#8a9099|#f53f3f)/i;

function lowContrastTextRules(css: string): string[] {
  return css.split('\n').filter((line) => LOW_CONTRAST_TEXT.test(line));
}

describe('text colours meet 4.5:1 on light backgrounds', () => {
  it('finds the fill orange used as text, and not as a border, an accent or a fill', () => {
    expect(lowContrastTextRules('.a { color: var(--brand); }\n.b { color: var(--brand, #ff6a2b); }\n.c{color:#FF6A2B}')).toHaveLength(3);
    expect(lowContrastTextRules('.a { border-color: var(--brand); accent-color: #ff6a2b; background: #ff6a2b; color: var(--brand-text, #c2410c); }')).toEqual([]);
  });

  it('no stylesheet of the host, shared or a remote sets text in a low-contrast colour', () => {
    const files = SOURCE_DIRS.flatMap((dir) => stylesheets(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(8);
    const offenders = files.flatMap((file) => lowContrastTextRules(fs.readFileSync(file, 'utf8')).map((line) => `${path.relative(ROOT, file)}: ${line.trim()}`));
    expect(offenders).toEqual([]);
  });
});
