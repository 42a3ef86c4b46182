// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bumpBetween, checkBump, diffSurfaces, nextVersion, parseVersion, requiredBump, type Surface, type SurfaceDiff } from './surfaceSemver';

/** ADR 048's rules, each shown passing and failing. */

const surface = (version: string, names: Record<string, string>, entry = '@p'): Surface => ({
  version,
  entries: { [entry]: Object.entries(names).map(([name, signature]) => ({ name, kind: 'function', signature })) },
});

const NONE: SurfaceDiff = { removed: [], added: [], changed: [], extended: [], reworded: [], unlisted: [] };
const base = surface('2.0.0', { a: 'function a(): void;', b: 'function b(x: number): string;' });

describe('diffSurfaces', () => {
  it('finds nothing between equal surfaces, whatever their versions', () => {
    expect(diffSurfaces(base, { ...base, version: '9.9.9' })).toEqual(NONE);
  });

  it('names what was removed, added and changed, per entry', () => {
    const after = surface('2.0.0', { b: 'function b(x: number): number;', c: 'const c: 1;' });
    expect(diffSurfaces(base, after)).toEqual({ ...NONE, removed: ['@p a'], added: ['@p c'], changed: ['@p b'] });
  });

  it('a name moved to another entry is removed from one and added to the other', () => {
    const after: Surface = { version: '2.0.0', entries: { '@p': [base.entries['@p']![1]!], '@p/x': [base.entries['@p']![0]!] } };
    expect(diffSurfaces(base, after)).toMatchObject({ removed: ['@p a'], added: ['@p/x a'] });
  });

  it('a change of kind alone is a change', () => {
    const after: Surface = { ...base, entries: { '@p': base.entries['@p']!.map((n) => (n.name === 'a' ? { ...n, kind: 'const' } : n)) } };
    expect(diffSurfaces(base, after).changed).toEqual(['@p a']);
  });

  it('a used, unexported type that changes is a change, wherever it is declared; one that appears or goes is only listed', () => {
    const used = (signature: string, from = 'src/a.ts') => ({ name: 'Props', kind: 'interface', signature, from });
    const withUsed = (...extra: ReturnType<typeof used>[]): Surface => ({ version: '2.0.0', entries: { '@p': [...base.entries['@p']!, ...extra] } });
    const before = withUsed(used('interface Props { a: string; }'));
    expect(diffSurfaces(before, withUsed(used('interface Props { a: number; }')))).toEqual({ ...NONE, changed: ['@p Props (not exported)'] });
    expect(diffSurfaces(before, withUsed(used('interface Props { a: number; }', 'src/b.ts')))).toEqual({ ...NONE, changed: ['@p Props (not exported)'] });
    expect(diffSurfaces(before, withUsed(used('interface Props { a: string; }', 'src/b.ts')))).toEqual(NONE);
    expect(diffSurfaces(before, base)).toEqual({ ...NONE, unlisted: ['@p Props (not exported)'] });
    expect(requiredBump(diffSurfaces(before, base))).toBe('none');
    // Two used types of one name in an entry are told apart by their files.
    const two = withUsed(used('interface Props { a: string; }'), used('interface Props { b: string; }', 'src/b.ts'));
    const twoChanged = withUsed(used('interface Props { a: string; }'), used('interface Props { b: number; }', 'src/b.ts'));
    expect(diffSurfaces(two, twoChanged)).toEqual({ ...NONE, changed: ['@p Props (not exported, src/b.ts)'] });
  });
});

describe('constants that grow or are reworded', () => {
  const konst = (signature: string): Surface => ({ version: '2.0.0', entries: { '@p': [{ name: 'M', kind: 'const', signature }] } });
  const sig = (...members: string[]) => ['const M: {', ...members.map((m) => `    ${m}`), '};'].join('\n');
  const before = konst(sig("readonly a: '甲';", "readonly nested: {", "    readonly x: '/api/x';", '};'));

  it('members added to a constant\'s object (nested too) extend it: a minor', () => {
    const after = konst(sig("readonly a: '甲';", "readonly b: '乙';", "readonly nested: {", "    readonly x: '/api/x';", "    readonly y: '/api/y';", '};'));
    expect(diffSurfaces(before, after)).toEqual({ ...NONE, extended: ['@p M'] });
    expect(requiredBump(diffSurfaces(before, after))).toBe('minor');
  });

  it('a string literal of a member reworded (a message\'s copy) is a patch', () => {
    const after = konst(sig("readonly a: '丙';", "readonly nested: {", "    readonly x: '/api/x';", '};'));
    expect(diffSurfaces(before, after)).toEqual({ ...NONE, reworded: ['@p M'] });
    expect(requiredBump(diffSurfaces(before, after))).toBe('patch');
    expect(checkBump('2.0.0', '2.0.0', diffSurfaces(before, after)).ok).toBe(false);
    expect(checkBump('2.0.0', '2.0.1', diffSurfaces(before, after)).ok).toBe(true);
  });

  it('reworded and extended together is a minor', () => {
    const after = konst(sig("readonly a: '丙';", "readonly b: '乙';", "readonly nested: {", "    readonly x: '/api/x';", '};'));
    expect(diffSurfaces(before, after)).toEqual({ ...NONE, extended: ['@p M'] });
  });

  it('a member removed, renamed or retyped breaks: a major', () => {
    for (const after of [
      konst(sig("readonly nested: {", "    readonly x: '/api/x';", '};')),
      konst(sig("readonly c: '甲';", "readonly nested: {", "    readonly x: '/api/x';", '};')),
      konst(sig('readonly a: string;', "readonly nested: {", "    readonly x: '/api/x';", '};')),
    ]) {
      expect(diffSurfaces(before, after)).toEqual({ ...NONE, changed: ['@p M'] });
    }
  });

  it('only constants: a type or interface that gains a member, or a function, is changed (a caller builds its values)', () => {
    const typed = (kind: string, signature: string): Surface => ({ version: '2.0.0', entries: { '@p': [{ name: 'T', kind, signature }] } });
    expect(diffSurfaces(typed('interface', 'interface T {\n    a: string;\n}'), typed('interface', 'interface T {\n    a: string;\n    b: string;\n}')).changed).toEqual(['@p T']);
    expect(diffSurfaces(typed('type', "type T = 'a';"), typed('type', "type T = 'b';")).changed).toEqual(['@p T']);
  });
});

describe('requiredBump', () => {
  it('a removed name needs a major', () => expect(requiredBump({ ...NONE, removed: ['@p a'] })).toBe('major'));
  it('a changed name needs a major', () => expect(requiredBump({ ...NONE, changed: ['@p a'] })).toBe('major'));
  it('a removal beside additions still needs a major', () => expect(requiredBump({ ...NONE, removed: ['@p a'], added: ['@p b'] })).toBe('major'));
  it('only added names need a minor', () => expect(requiredBump({ ...NONE, added: ['@p a'] })).toBe('minor'));
  it('nothing changed needs none', () => expect(requiredBump(NONE)).toBe('none'));
});

describe('versions', () => {
  it('parses major.minor.patch only', () => {
    expect(parseVersion('2.10.3')).toEqual([2, 10, 3]);
    for (const bad of ['2.0', 'v2.0.0', '2.0.0-beta.1', '02.0.0', '']) expect(parseVersion(bad)).toBeUndefined();
  });

  it('knows one semver step from a skip or a step back', () => {
    expect(bumpBetween('2.3.4', '3.0.0')).toBe('major');
    expect(bumpBetween('2.3.4', '2.4.0')).toBe('minor');
    expect(bumpBetween('2.3.4', '2.3.5')).toBe('patch');
    expect(bumpBetween('2.3.4', '2.3.4')).toBe('none');
    for (const bad of ['4.0.0', '3.1.0', '2.5.0', '2.4.1', '2.3.3', '1.9.9', 'x']) expect(bumpBetween('2.3.4', bad)).toBeUndefined();
  });

  it('proposes the next version of a bump', () => {
    expect(['major', 'minor', 'patch', 'none'].map((b) => nextVersion('2.3.4', b as 'major'))).toEqual(['3.0.0', '2.4.0', '2.3.5', '2.3.4']);
  });
});

describe('checkBump: is the package version an allowed step from the report for this diff', () => {
  const removed = { ...NONE, removed: ['@p a'] };
  const changed = { ...NONE, changed: ['@p b'] };
  const added = { ...NONE, added: ['@p c'] };

  it('a removed or changed name: only the next major passes', () => {
    for (const diff of [removed, changed]) {
      expect(checkBump('2.3.4', '3.0.0', diff)).toEqual({ ok: true, bump: 'major' });
      for (const to of ['2.3.4', '2.3.5', '2.4.0']) {
        const verdict = checkBump('2.3.4', to, diff);
        expect(verdict.ok).toBe(false);
        expect(!verdict.ok && verdict.reason).toContain('need a major bump: set shared/package.json\'s version to 3.0.0');
      }
    }
  });

  it('only added names: the next minor passes, a major too; the same version or a patch does not', () => {
    expect(checkBump('2.3.4', '2.4.0', added)).toEqual({ ok: true, bump: 'minor' });
    expect(checkBump('2.3.4', '3.0.0', added)).toEqual({ ok: true, bump: 'major' });
    for (const to of ['2.3.4', '2.3.5']) {
      const verdict = checkBump('2.3.4', to, added);
      expect(!verdict.ok && verdict.reason).toContain('need a minor bump: set shared/package.json\'s version to 2.4.0');
    }
  });

  it('nothing changed: the same version or any one step (a fix is a patch; a change of meaning the surface cannot see, a major)', () => {
    for (const to of ['2.3.4', '2.3.5', '2.4.0', '3.0.0']) expect(checkBump('2.3.4', to, NONE).ok).toBe(true);
  });

  it('never a skipped version or a step back, whatever changed', () => {
    for (const diff of [NONE, added, removed]) {
      for (const to of ['4.0.0', '2.3.3', '2.5.0', '1.0.0']) {
        const verdict = checkBump('2.3.4', to, diff);
        expect(!verdict.ok && verdict.reason).toContain('is not one semver step');
      }
    }
  });
});
