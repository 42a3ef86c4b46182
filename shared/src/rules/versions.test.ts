// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeUnmet, needsOfManifest, satisfiesRange, unmetNeeds } from './versions';

describe('satisfiesRange (npm semver, for the ranges the builds write)', () => {
  it.each([
    ['2.0.0', '^2.0.0', true],
    ['2.3.1', '^2.0.0', true],
    ['3.0.0', '^2.0.0', false],
    ['1.9.9', '^2.0.0', false],
    // A remote built against a newer minor needs it: the host's older one is not enough.
    ['2.0.0', '^2.1.0', false],
    ['2.1.0', '^2.1.0', true],
    ['0.3.5', '^0.3.1', true],
    ['0.4.0', '^0.3.1', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    // Built against a prerelease of 2.0.0: the release itself is in range.
    ['2.0.0', '^2.0.0-0', true],
    ['2.0.0-rc.2', '^2.0.0-rc.1', true],
    ['2.0.0-rc.1', '^2.0.0-rc.2', false],
    // A host on a prerelease meets only a range that names a prerelease of the same version.
    ['2.0.0-rc.1', '^2.0.0', false],
    ['2.1.0-0', '^2.0.0', false],
    ['19.3.1', '*', true],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });

  it('a range or version it cannot read is not satisfied (fail closed)', () => {
    expect(satisfiesRange('2.0.0', '>=2 || 1.x')).toBe(false);
    expect(satisfiesRange('2.0.0', '')).toBe(false);
    expect(satisfiesRange('two', '^2.0.0')).toBe(false);
  });
});

describe('unmetNeeds and describeUnmet', () => {
  const needs = { '@credit/shared': { range: '^1.0.0', builtWith: '1.0.0' }, react: { range: '^19.2.0', builtWith: '19.2.0' }, jotai: { range: '^3.0.1', builtWith: '3.0.1' } };

  it('lists each need the host does not meet, with what it gives (none when it does not share it)', () => {
    const unmet = unmetNeeds(needs, { '@credit/shared': '2.0.0', react: '19.3.1' });
    expect(unmet).toEqual([
      { name: '@credit/shared', range: '^1.0.0', builtWith: '1.0.0', gives: '2.0.0' },
      { name: 'jotai', range: '^3.0.1', builtWith: '3.0.1', gives: null },
    ]);
    expect(describeUnmet(unmet)).toBe('@credit/shared ^1.0.0 (built with 1.0.0); the host gives 2.0.0; jotai ^3.0.1 (built with 3.0.1); the host gives none');
  });

  it('a host giving a newer minor meets the needs of a remote built against an older one', () => {
    expect(unmetNeeds(needs, { '@credit/shared': '1.4.0', react: '19.3.1', jotai: '3.1.0' })).toEqual([]);
  });
});

describe('needsOfManifest', () => {
  it("reads the singletons of a Module Federation manifest's shared section (not the other shared modules)", () => {
    const manifest = {
      shared: [
        { id: 'repay:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1', assets: {} },
        { id: 'repay:@credit/shared', name: '@credit/shared', version: '2.0.0', singleton: true, requiredVersion: '^2.0.0', assets: {} },
        { id: 'repay:dompurify', name: 'dompurify', version: '3.4.18', requiredVersion: '^3.4.18', assets: {} },
      ],
    };
    expect(needsOfManifest(manifest)).toEqual({ react: { range: '^19.3.1', builtWith: '19.3.1' }, '@credit/shared': { range: '^2.0.0', builtWith: '2.0.0' } });
  });

  it('a manifest without a readable shared section records no needs: null (it cannot be shown compatible)', () => {
    expect(needsOfManifest({ integrity: {} })).toBeNull();
    expect(needsOfManifest({ shared: [{ name: 'react', singleton: true }] })).toBeNull();
    expect(needsOfManifest(null)).toBeNull();
  });
});
