/**
 * The semver rules of @credit/shared's public surface (ADR 048), pure: what changed between two
 * surfaces, the bump that change needs, and whether a version step makes that bump. `scripts/sharedSurface.ts`
 * applies them before it rewrites `shared/surface.api.md`; `scripts/surfaceSemver.test.ts` shows each rule.
 */

/** One exported name of an entry point: its kind and its type's signature, as the report prints them. */
export interface SurfaceName {
  name: string;
  /** `const`, `function`, `class`, `enum`, `interface`, `type`, `namespace`; `const + type` when a name is both. */
  kind: string;
  /** One line per meaning of the name (a value and a type of the same name give two). */
  signature: string;
  /** Set for a type the entry's names use but the entry does not export: the file that declares it (`src/ui/form/Consent.tsx`). */
  from?: string;
}

/** The surface of a package: its version and, per entry point (`@credit/shared`, `@credit/shared/api`, ...), its names. */
export interface Surface {
  version: string;
  entries: Record<string, SurfaceName[]>;
}

/** What changed between two surfaces, each as `<entry> <name>`, sorted. */
export interface SurfaceDiff {
  removed: string[];
  added: string[];
  changed: string[];
  /** Constants whose object type only gained members (a path, a message, a key): readers of the old ones are unaffected. */
  extended: string[];
  /** Constants whose only change is the text of string-literal members (a message's copy): nothing a reader relies on. */
  reworded: string[];
  /**
   * Types used but not exported that appeared or disappeared. They need no bump by themselves: a name whose
   * signature starts or stops using one changes too; a used type that changes is in `changed`.
   */
  unlisted: string[];
}

export type Bump = 'major' | 'minor' | 'patch' | 'none';

const RANK: Record<Bump, number> = { none: 0, patch: 1, minor: 2, major: 3 };

/**
 * A name's key in a diff: `<entry> <name>`. A used type the entry does not export is keyed by its name too
 * (moved to another file, unchanged, it is no change), and by its file only when the entry uses two of that name.
 */
function byKey(surface: Surface): Map<string, string> {
  const names = new Map<string, string>();
  for (const [entry, list] of Object.entries(surface.entries)) {
    const unlisted = list.filter((n) => n.from).map((n) => n.name);
    for (const n of list) {
      const twice = n.from !== undefined && unlisted.indexOf(n.name) !== unlisted.lastIndexOf(n.name);
      const key = n.from === undefined ? `${entry} ${n.name}` : `${entry} ${n.name} (not exported${twice ? `, ${n.from}` : ''})`;
      names.set(key, `${n.kind}\n${n.signature}`);
    }
  }
  return names;
}

const isUnlisted = (key: string) => / \(not exported(, [^)]*)?\)$/.test(key);

/** The names removed, added and changed (kind or signature) from `before` to `after`. */
export function diffSurfaces(before: Surface, after: Surface): SurfaceDiff {
  const old = byKey(before);
  const now = byKey(after);
  const sorted = (keys: Iterable<string>) => [...keys].sort();
  const removed = [...old.keys()].filter((k) => !now.has(k));
  const added = [...now.keys()].filter((k) => !old.has(k));
  const differing = [...now.keys()].filter((k) => old.has(k) && old.get(k) !== now.get(k));
  const growth = new Map(differing.map((k) => [k, constGrowth(old.get(k)!, now.get(k)!)]));
  return {
    removed: sorted(removed.filter((k) => !isUnlisted(k))),
    added: sorted(added.filter((k) => !isUnlisted(k))),
    changed: sorted(differing.filter((k) => growth.get(k) === 'breaking')),
    extended: sorted(differing.filter((k) => growth.get(k) === 'extended')),
    reworded: sorted(differing.filter((k) => growth.get(k) === 'reworded')),
    unlisted: sorted([...removed, ...added].filter(isUnlisted)),
  };
}

/** A member line of a constant's object type whose value is a string literal: its key part and the literal. */
const LITERAL_MEMBER = /^(\s*(?:readonly )?(?:[\w$]+|'[^']*'|"[^"]*")\??: )(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*");$/;

/**
 * How a constant's signature changed, line by line: only lines added (members added to its object type)
 * is an extension; lines whose only difference is a string literal's text, with lines added or not, a
 * rewording (an extension if lines were added too); anything else breaks. Only for constants: a reader
 * of a constant cannot be broken by more members or other copy, while a type or interface a caller
 * builds values of, or a function's parameters, can.
 */
function constGrowth(before: string, after: string): 'extended' | 'reworded' | 'breaking' {
  const [kindBefore, ...oldLines] = before.split('\n');
  const [kindAfter, ...newLines] = after.split('\n');
  if (kindBefore !== 'const' || kindAfter !== 'const') return 'breaking';
  const left = [...oldLines];
  const right = [...newLines];
  for (let i = left.length - 1; i >= 0; i--) {
    const j = right.indexOf(left[i]!);
    if (j >= 0) {
      right.splice(j, 1);
      left.splice(i, 1);
    }
  }
  // Each old line left must be a string-literal member whose literal alone changed.
  let reworded = false;
  for (const line of left) {
    const key = LITERAL_MEMBER.exec(line)?.[1];
    const j = key === undefined ? -1 : right.findIndex((r) => LITERAL_MEMBER.exec(r)?.[1] === key);
    if (j < 0) return 'breaking';
    right.splice(j, 1);
    reworded = true;
  }
  return right.length > 0 ? 'extended' : reworded ? 'reworded' : 'breaking';
}

/**
 * The least bump a diff needs: a name removed or changed is a major; names added, or constants that only
 * gained members, a minor; constants whose string literals alone changed (copy), a patch; nothing, `none`.
 */
export function requiredBump(diff: SurfaceDiff): Bump {
  if (diff.removed.length > 0 || diff.changed.length > 0) return 'major';
  if (diff.added.length > 0 || diff.extended.length > 0) return 'minor';
  if (diff.reworded.length > 0) return 'patch';
  return 'none';
}

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** `major.minor.patch` as numbers; undefined for anything else (pre-release and build tags are not used here). */
export function parseVersion(version: string): [number, number, number] | undefined {
  const m = SEMVER.exec(version);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

/** The step from one version to the next: the bump it is, `none` if equal, undefined if it is no single step of semver (a skip, a step back, not a version). */
export function bumpBetween(from: string, to: string): Bump | undefined {
  const a = parseVersion(from);
  const b = parseVersion(to);
  if (!a || !b) return undefined;
  const [M, m, p] = a;
  const [M2, m2, p2] = b;
  if (M2 === M && m2 === m && p2 === p) return 'none';
  if (M2 === M + 1 && m2 === 0 && p2 === 0) return 'major';
  if (M2 === M && m2 === m + 1 && p2 === 0) return 'minor';
  if (M2 === M && m2 === m && p2 === p + 1) return 'patch';
  return undefined;
}

/** The next version for a bump (what the refusal proposes). */
export function nextVersion(from: string, bump: Bump): string {
  const v = parseVersion(from);
  if (!v) return from;
  const [M, m, p] = v;
  if (bump === 'major') return `${M + 1}.0.0`;
  if (bump === 'minor') return `${M}.${m + 1}.0`;
  if (bump === 'patch') return `${M}.${m}.${p + 1}`;
  return from;
}

export type BumpVerdict = { ok: true; bump: Bump } | { ok: false; reason: string };

/**
 * Whether going from version `from` (the report's) to `to` (shared/package.json's) is allowed for `diff`:
 * one semver step (or none) at least as large as the diff needs. A larger step than needed is allowed (a
 * change of meaning the surface cannot see is a major too); the same version only when nothing changed.
 */
export function checkBump(from: string, to: string, diff: SurfaceDiff): BumpVerdict {
  const needed = requiredBump(diff);
  const step = bumpBetween(from, to);
  if (step === undefined) {
    return { ok: false, reason: `${from} -> ${to} is not one semver step (next versions: ${nextVersion(from, 'major')}, ${nextVersion(from, 'minor')}, ${nextVersion(from, 'patch')})` };
  }
  if (RANK[step] < RANK[needed]) {
    const why = needed === 'major'
      ? `names removed or changed (${[...diff.removed, ...diff.changed].join(', ')})`
      : needed === 'minor'
        ? `names added or extended (${[...diff.added, ...diff.extended].join(', ')})`
        : `constants reworded (${diff.reworded.join(', ')})`;
    return { ok: false, reason: `${why} need a ${needed} bump: set shared/package.json's version to ${nextVersion(from, needed)} (it is ${to}, ${step === 'none' ? 'unchanged' : `a ${step} step`} from ${from})` };
  }
  return { ok: true, bump: step };
}
