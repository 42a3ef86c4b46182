import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC_FILE, waysInMarkdown } from './waysInDoc';

describe('docs/ways-in.md', () => {
  it('is the map the e2e walk follows (npm run ways-in:doc writes it)', () => {
    expect(fs.readFileSync(DOC_FILE, 'utf8')).toBe(waysInMarkdown());
  });
});
