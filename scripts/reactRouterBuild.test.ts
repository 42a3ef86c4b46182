import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_PRODUCTION } from '../rspack.config.base';

/** The files a module imports by a relative path, itself included, read once each. */
function moduleGraph(file: string, seen = new Map<string, string>()): Map<string, string> {
  if (seen.has(file)) return seen;
  const text = fs.readFileSync(file, 'utf8');
  seen.set(file, text);
  for (const [, spec] of text.matchAll(/from\s+["'](\.{1,2}\/[^"']+)["']/g)) moduleGraph(path.resolve(path.dirname(file), spec!), seen);
  return seen;
}

describe("production builds take React Router's production build (remix-run/react-router#14102)", () => {
  it.each(Object.entries(REACT_ROUTER_PRODUCTION))('%s resolves to a production file whose dev warnings are off', (_request, file) => {
    expect(fs.existsSync(file)).toBe(true);
    const texts = [...moduleGraph(file).values()].join('\n');
    // The development build sets it true; a release that moved or renamed its builds fails here, not in a phone.
    expect(texts).toMatch(/ENABLE_DEV_WARNINGS = false/);
    expect(texts).not.toMatch(/ENABLE_DEV_WARNINGS = true/);
  });
});
