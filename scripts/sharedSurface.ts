import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { checkBump, diffSurfaces, type Surface, type SurfaceName } from './surfaceSemver';

/**
 * The public surface of @credit/shared (issue 38, ADR 048): for each entry point of its package.json
 * "exports", each exported name, its kind and its type's signature, from the TypeScript compiler API over
 * the sources (no build). `shared/surface.api.md` is the checked-in report; `scripts/sharedSurface.test.ts`
 * fails when the sources' surface or shared's version differ from it.
 *
 * `npm run shared:surface` rewrites the report, and refuses unless shared/package.json's version was bumped
 * as the change needs (scripts/surfaceSemver.ts): a name removed or changed, a major; names added or a
 * constant's object grown, a minor; only a constant's string literals reworded, a patch.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
export const SHARED_DIR = path.join(ROOT, 'shared');
export const REPORT_FILE = path.join(SHARED_DIR, 'surface.api.md');

export interface EntryPoint {
  /** The import specifier: `@credit/shared`, `@credit/shared/api`, ... */
  entry: string;
  /** Absolute path of its source file. */
  file: string;
}

interface PackageJson {
  name: string;
  version: string;
  exports: Record<string, string>;
}

export function readPackage(dir = SHARED_DIR): PackageJson {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** The package's code entry points, from "exports" (style sheets and package.json are not code). */
export function entryPoints(dir = SHARED_DIR): EntryPoint[] {
  const pkg = readPackage(dir);
  return Object.entries(pkg.exports)
    .filter(([, target]) => /\.tsx?$/.test(target))
    .map(([key, target]) => ({ entry: key === '.' ? pkg.name : `${pkg.name}/${key.replace(/^\.\//, '')}`, file: path.resolve(dir, target) }))
    .sort((a, b) => compare(a.entry, b.entry));
}

/** Code-point order: the same on every machine and locale. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A program over the given entry files with the repository's compiler options (a few seconds over shared). */
export function createSurfaceProgram(files: string[]): ts.Program {
  const configFile = path.join(ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configFile, (f) => ts.sys.readFile(f));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT, undefined, configFile);
  return ts.createProgram({ rootNames: files, options: { ...parsed.options, noEmit: true } });
}

const FLAGS = ts.NodeBuilderFlags.NoTruncation
  | ts.NodeBuilderFlags.MultilineObjectLiterals
  | ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope
  | ts.NodeBuilderFlags.UseSingleQuotesForStringLiteralType
  | ts.NodeBuilderFlags.IgnoreErrors;

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** Signatures name types, never files: `import("/abs/path/x").T` is printed `T` (no path of a machine in the report). */
const withoutPaths = (text: string) => text.replace(/import\("[^"]*"\)\./g, '').replace(/[ \t]+$/gm, '');

/** Continuation lines of a nested text, indented one level (4 spaces, as the printer indents). */
const indent = (text: string) => text.replace(/\n/g, '\n    ');

/** A unique symbol key (`__@dataOf@6651`, numbered per program) as its source writes it: `[dataOf]`. */
const symbolKey = (name: string) => name.replace(/^__@(.+)@\d+$/, '[$1]');

const memberName = (m: ts.TypeElement, at: ts.SourceFile) => (m.name ? symbolKey(printer.printNode(ts.EmitHint.Unspecified, m.name, at)) : '');

const byName = (a: string, b: string) => (/^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : compare(a, b));

/**
 * The order TypeScript prints a union's members and a mapped type's keys in follows the ids of types in
 * one program (the order files happen to be checked), so an edit anywhere could reorder them. Sorted here:
 * a union's members by their text, a type literal's properties by name (after its signatures, kept in order).
 */
function normalized<T extends ts.Node>(node: T, at: ts.SourceFile): T {
  const sort: ts.TransformerFactory<T> = (context) => {
    const visit = (n: ts.Node): ts.Node => {
      const inner = ts.visitEachChild(n, visit, context);
      if (ts.isUnionTypeNode(inner)) {
        const members = [...inner.types].map((t) => ({ t, text: printer.printNode(ts.EmitHint.Unspecified, t, at) })).sort((a, b) => compare(a.text, b.text));
        return ts.factory.updateUnionTypeNode(inner, ts.factory.createNodeArray(members.map((m) => m.t)));
      }
      if (ts.isTypeLiteralNode(inner)) {
        const props = inner.members.filter(ts.isPropertySignature).sort((a, b) => byName(memberName(a, at), memberName(b, at)));
        const others = inner.members.filter((m) => !ts.isPropertySignature(m));
        return ts.factory.updateTypeLiteralNode(inner, ts.factory.createNodeArray([...others, ...props]));
      }
      return inner;
    };
    return (root) => visit(root) as T;
  };
  const result = ts.transform(node, [sort]);
  const [out] = result.transformed;
  result.dispose();
  return out!;
}

function print(node: ts.Node | undefined, at: ts.SourceFile): string {
  return node ? withoutPaths(printer.printNode(ts.EmitHint.Unspecified, normalized(node, at), at)).replace(/__@([\w$]+)@\d+/g, '[$1]') : 'unknown';
}

function typeText(checker: ts.TypeChecker, type: ts.Type, at: ts.SourceFile, extra = ts.NodeBuilderFlags.None): string {
  return print(checker.typeToTypeNode(type, at, FLAGS | extra), at);
}

/** A destructured parameter is named by its place (`arg0`): how a function unpacks its argument is not its signature. */
function namedParameters(params: ts.NodeArray<ts.ParameterDeclaration>): ts.ParameterDeclaration[] {
  return params.map((p, i) => (ts.isIdentifier(p.name) ? p
    : ts.factory.updateParameterDeclaration(p, p.modifiers, p.dotDotDotToken, ts.factory.createIdentifier(`arg${i}`), p.questionToken, p.type, undefined)));
}

function signatureText(checker: ts.TypeChecker, sig: ts.Signature, at: ts.SourceFile, name?: string): string {
  if (name === undefined) {
    const type = checker.signatureToSignatureDeclaration(sig, ts.SyntaxKind.FunctionType, at, FLAGS) as ts.FunctionTypeNode | undefined;
    return type ? print(ts.factory.updateFunctionTypeNode(type, type.typeParameters, ts.factory.createNodeArray(namedParameters(type.parameters)), type.type), at) : 'unknown';
  }
  const decl = checker.signatureToSignatureDeclaration(sig, ts.SyntaxKind.FunctionDeclaration, at, FLAGS) as ts.FunctionDeclaration | undefined;
  if (!decl) return `function ${name}(): unknown;`;
  const named = ts.factory.updateFunctionDeclaration(decl, decl.modifiers, decl.asteriskToken, ts.factory.createIdentifier(name), decl.typeParameters, namedParameters(decl.parameters), decl.type, undefined);
  return print(named, at);
}

/** A property name as TypeScript writes it: quoted unless it is an identifier or a number. */
const propertyName = (name: string) => (/^[A-Za-z_$][\w$]*$|^\d+$/.test(name) ? name : `'${name.replace(/'/g, "\\'")}'`);

function typeParameters(checker: ts.TypeChecker, symbol: ts.Symbol, at: ts.SourceFile): string {
  const params = symbol.declarations?.flatMap((d) => ((ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d) || ts.isClassDeclaration(d)) && d.typeParameters ? [...d.typeParameters] : []));
  if (!params || params.length === 0) return '';
  const seen = new Set<string>();
  const text = params.flatMap((p) => {
    const name = p.name.text;
    if (seen.has(name)) return [];
    seen.add(name);
    const constraint = p.constraint ? ` extends ${typeText(checker, checker.getTypeFromTypeNode(p.constraint), at)}` : '';
    const fallback = p.default ? ` = ${typeText(checker, checker.getTypeFromTypeNode(p.default), at)}` : '';
    return [`${name}${constraint}${fallback}`];
  });
  return `<${text.join(', ')}>`;
}

/** The members of an object type, a line each: index, call and construct signatures, properties (inherited ones included). */
function membersText(checker: ts.TypeChecker, type: ts.Type, at: ts.SourceFile, skip: (name: string) => boolean = () => false): string {
  const parts: string[] = [];
  for (const info of checker.getIndexInfosOfType(type)) {
    parts.push(`${info.isReadonly ? 'readonly ' : ''}[key: ${typeText(checker, info.keyType, at)}]: ${typeText(checker, info.type, at)};`);
  }
  for (const sig of type.getCallSignatures()) parts.push(`${signatureText(checker, sig, at)};`);
  for (const sig of type.getConstructSignatures()) parts.push(`new ${signatureText(checker, sig, at)};`);
  const props = checker.getPropertiesOfType(type).map((prop) => ({ prop, key: symbolKey(prop.name) })).sort((a, b) => byName(a.key, b.key));
  for (const { prop, key } of props) {
    if (skip(prop.name)) continue;
    const decl = prop.valueDeclaration ?? prop.declarations?.[0];
    const readonly = decl && ts.getCombinedModifierFlags(decl as ts.Declaration) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
    const optional = prop.flags & ts.SymbolFlags.Optional ? '?' : '';
    const propType = checker.getTypeOfSymbolAtLocation(prop, at);
    parts.push(`${readonly}${key.startsWith('[') ? key : propertyName(key)}${optional}: ${typeText(checker, propType, at)};`);
  }
  return parts.length === 0 ? '{}' : `{\n${parts.map((p) => `    ${indent(p)}`).join('\n')}\n}`;
}

const isConst = (d: ts.Declaration) => ts.isVariableDeclaration(d) && ts.isVariableDeclarationList(d.parent) && (d.parent.flags & ts.NodeFlags.Const) !== 0;

/** One exported symbol: its kind(s) and one signature line per meaning. */
export function describeExport(checker: ts.TypeChecker, exported: ts.Symbol, at: ts.SourceFile): SurfaceName {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const name = exported.name;
  const kinds: string[] = [];
  const lines: string[] = [];
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Function) {
    kinds.push('function');
    const type = checker.getTypeOfSymbol(symbol);
    for (const sig of type.getCallSignatures()) lines.push(signatureText(checker, sig, at, name));
  } else if (flags & ts.SymbolFlags.Class) {
    kinds.push('class');
    const instance = checker.getDeclaredTypeOfSymbol(symbol);
    const statics = checker.getTypeOfSymbol(symbol);
    const bases = instance.isClassOrInterface() ? checker.getBaseTypes(instance as ts.InterfaceType).map((b) => typeText(checker, b, at)) : [];
    lines.push(`class ${name}${typeParameters(checker, symbol, at)}${bases.length ? ` extends ${bases.join(', ')}` : ''} ${membersText(checker, instance, at)}`);
    // Statics: the constructor and what the class itself declares (not those of a base such as Error, which come from the lib).
    const own = new Set(symbol.declarations?.flatMap((d) => (ts.isClassDeclaration(d) ? d.members.flatMap((m) => (m.name && ts.isIdentifier(m.name) ? [m.name.text] : [])) : [])));
    lines.push(`static ${name} ${membersText(checker, statics, at, (member) => !own.has(member))}`);
  } else if (flags & ts.SymbolFlags.Enum) {
    kinds.push('enum');
    const members = checker.getExportsOfModule(symbol).map((m) => `${m.name} = ${String(checker.getConstantValue(m.valueDeclaration as ts.EnumMember))}`);
    lines.push(`enum ${name} { ${members.join(', ')} }`);
  } else if (flags & ts.SymbolFlags.Variable) {
    const decl = symbol.valueDeclaration;
    const kind = decl && isConst(decl) ? 'const' : 'let';
    kinds.push(kind);
    lines.push(`${kind} ${name}: ${typeText(checker, checker.getTypeOfSymbol(symbol), at)};`);
  } else if (flags & ts.SymbolFlags.ValueModule) {
    kinds.push('namespace');
    lines.push(`namespace ${name}: ${typeText(checker, checker.getTypeOfSymbol(symbol), at)}`);
  }
  if (flags & ts.SymbolFlags.Interface) {
    kinds.push('interface');
    lines.push(`interface ${name}${typeParameters(checker, symbol, at)} ${membersText(checker, checker.getDeclaredTypeOfSymbol(symbol), at)}`);
  } else if (flags & ts.SymbolFlags.TypeAlias) {
    kinds.push('type');
    const decl = symbol.declarations?.find(ts.isTypeAliasDeclaration);
    const type = decl ? checker.getTypeFromTypeNode(decl.type) : checker.getDeclaredTypeOfSymbol(symbol);
    lines.push(`type ${name}${typeParameters(checker, symbol, at)} = ${typeText(checker, type, at, ts.NodeBuilderFlags.InTypeAlias)};`);
  }
  if (kinds.length === 0) {
    kinds.push('unknown');
    lines.push(`${name}: ${typeText(checker, checker.getTypeOfSymbol(symbol), at)};`);
  }
  return { name, kind: kinds.join(' + '), signature: lines.join('\n') };
}

const NAMED_TYPE = ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum;

/**
 * The named types of the package that the given symbols' types use, directly or through each other, and
 * that the entry does not export (a component's local `Props`): a change to one changes what the entry's
 * names accept or return, so the report lists them too. The walk follows the package's own types, and only
 * the type arguments of others (React's, zod's), so a library's internals are not part of the surface.
 */
function usedTypes(checker: ts.TypeChecker, roots: ts.Symbol[], exported: Set<ts.Symbol>, ownDir: string): ts.Symbol[] {
  const own = (symbol: ts.Symbol | undefined) => !!symbol?.declarations?.some((d) => d.getSourceFile().fileName.startsWith(ownDir));
  const seenTypes = new Set<ts.Type>();
  const found = new Set<ts.Symbol>();
  const queue: ts.Symbol[] = [];
  const note = (symbol: ts.Symbol | undefined) => {
    if (symbol && symbol.flags & NAMED_TYPE && own(symbol) && !exported.has(symbol) && !found.has(symbol)) {
      found.add(symbol);
      queue.push(symbol);
    }
  };
  const walkSignature = (sig: ts.Signature) => {
    for (const p of sig.getParameters()) walk(checker.getTypeOfSymbol(p));
    for (const t of sig.getTypeParameters() ?? []) {
      const constraint = t.getConstraint();
      if (constraint) walk(constraint);
    }
    walk(sig.getReturnType());
  };
  const walk = (type: ts.Type): void => {
    if (seenTypes.has(type)) return;
    seenTypes.add(type);
    note(type.aliasSymbol);
    for (const arg of type.aliasTypeArguments ?? []) walk(arg);
    const symbol = type.getSymbol();
    note(symbol);
    if (type.isUnionOrIntersection()) {
      for (const t of type.types) walk(t);
      return;
    }
    if (!(type.flags & ts.TypeFlags.Object)) return;
    if ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) {
      for (const arg of checker.getTypeArguments(type as ts.TypeReference)) walk(arg);
    }
    if (symbol && !own(symbol) && !(symbol.flags & ts.SymbolFlags.TypeLiteral) && !(symbol.flags & ts.SymbolFlags.ObjectLiteral)) return;
    if (symbol && !own(symbol) && !symbol.declarations?.length) return;
    for (const prop of checker.getPropertiesOfType(type)) walk(checker.getTypeOfSymbol(prop));
    for (const sig of type.getCallSignatures()) walkSignature(sig);
    for (const sig of type.getConstructSignatures()) walkSignature(sig);
    for (const info of checker.getIndexInfosOfType(type)) walk(info.type);
  };
  const walkSymbol = (symbol: ts.Symbol) => {
    if (symbol.flags & ts.SymbolFlags.Value) walk(checker.getTypeOfSymbol(symbol));
    if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class)) walk(checker.getDeclaredTypeOfSymbol(symbol));
  };
  roots.forEach(walkSymbol);
  while (queue.length > 0) walkSymbol(queue.shift()!);
  return [...found];
}

/** The surface of each entry point: its names in code-point order, then the types they use that it does not export. */
export function surfaceOf(program: ts.Program, entries: EntryPoint[], version: string, packageDir = SHARED_DIR): Surface {
  const checker = program.getTypeChecker();
  const surface: Surface = { version, entries: {} };
  const ownDir = `${packageDir}${path.sep}`;
  for (const { entry, file } of entries) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${entry}: its source ${path.relative(ROOT, file)} is not in the program`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    const exported = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
    const targets = exported.map((s) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s));
    const names = exported.map((s) => describeExport(checker, s, source)).sort((a, b) => compare(a.name, b.name));
    const unlisted = usedTypes(checker, targets, new Set(targets), ownDir)
      .map((s) => ({ ...describeExport(checker, s, source), from: path.relative(packageDir, s.declarations![0]!.getSourceFile().fileName).split(path.sep).join('/') }))
      .sort((a, b) => compare(a.name, b.name) || compare(a.from, b.from));
    surface.entries[entry] = [...names, ...unlisted];
  }
  return surface;
}

/** The surface of @credit/shared as its sources and package.json stand. */
export function currentSurface(dir = SHARED_DIR): Surface {
  const entries = entryPoints(dir);
  return surfaceOf(createSurfaceProgram(entries.map((e) => e.file)), entries, readPackage(dir).version, dir);
}

const HEADER = [
  '<!-- Generated by `npm run shared:surface` (scripts/sharedSurface.ts); do not edit. ADR 048. -->',
  '',
];

/** The report: the version on top, then a section per entry point, a line per name and meaning. */
export function renderReport(surface: Surface): string {
  const out = [...HEADER, `# @credit/shared public surface`, '', `version: ${surface.version}`, ''];
  out.push('Each name an entry point exports, its kind and its type\'s signature. Removing or changing a name is a');
  out.push('major bump of shared/package.json\'s version; adding one is a minor (docs/adr/048-shared-contract-and-semver.md).');
  out.push('');
  for (const entry of Object.keys(surface.entries).sort(compare)) {
    const names = surface.entries[entry]!;
    const unlisted = names.filter((n) => n.from).length;
    out.push(`## ${entry}`, '', `${names.length - unlisted} names; ${unlisted} types they use that the entry does not export (marked "not exported").`, '', '```ts');
    for (const n of names) {
      out.push(`// ${n.name}: ${n.kind}${n.from ? `, not exported (${n.from})` : ''}`);
      out.push(...n.signature.split('\n'));
    }
    out.push('```', '');
  }
  return out.join('\n');
}

/** The surface a report records (the inverse of renderReport). */
export function parseReport(text: string): Surface {
  const version = /^version: (\S+)$/m.exec(text)?.[1];
  if (!version) throw new Error('surface report: no "version:" line');
  const surface: Surface = { version, entries: {} };
  let entry: string | undefined;
  let inCode = false;
  let current: SurfaceName | undefined;
  for (const line of text.split('\n')) {
    const heading = /^## (\S+)$/.exec(line);
    if (heading) {
      entry = heading[1]!;
      surface.entries[entry] = [];
    } else if (line.startsWith('```')) {
      inCode = line === '```ts';
      current = undefined;
    } else if (inCode && entry) {
      const head = /^\/\/ (\S+): (.+?)(?:, not exported \((.+)\))?$/.exec(line);
      if (head) {
        current = { name: head[1]!, kind: head[2]!, signature: '', ...(head[3] ? { from: head[3] } : {}) };
        surface.entries[entry]!.push(current);
      } else if (current) {
        current.signature = current.signature ? `${current.signature}\n${line}` : line;
      }
    }
  }
  return surface;
}

/**
 * `npm run shared:surface`: write `now` as the report, only if its version (shared/package.json's) is an
 * allowed step from the report's for what changed. Returns whether it wrote and what it says.
 */
export function updateReport(now: Surface, report = REPORT_FILE): { written: boolean; refused: boolean; message: string } {
  const text = renderReport(now);
  const shown = path.relative(ROOT, report);
  if (!fs.existsSync(report)) {
    fs.writeFileSync(report, text);
    return { written: true, refused: false, message: `${shown}: first report, version ${now.version}` };
  }
  const old = fs.readFileSync(report, 'utf8');
  const before = parseReport(old);
  const diff = diffSurfaces(before, now);
  const verdict = checkBump(before.version, now.version, diff);
  const summary = [
    ...diff.removed.map((k) => `  removed ${k}`),
    ...diff.changed.map((k) => `  changed ${k}`),
    ...diff.added.map((k) => `  added   ${k}`),
    ...diff.extended.map((k) => `  grew    ${k}`),
    ...diff.reworded.map((k) => `  copy    ${k}`),
    ...diff.unlisted.map((k) => `  used    ${k} (appeared or gone)`),
  ].join('\n');
  if (!verdict.ok) return { written: false, refused: true, message: `${shown} not written: ${verdict.reason}\n${summary}` };
  if (old === text) return { written: false, refused: false, message: `${shown} is up to date (version ${now.version})` };
  fs.writeFileSync(report, text);
  return { written: true, refused: false, message: `${shown} written: version ${before.version} -> ${now.version} (${verdict.bump})${summary ? `\n${summary}` : ''}` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { refused, message } = updateReport(currentSurface());
  console.log(message);
  if (refused) process.exitCode = 1;
}
