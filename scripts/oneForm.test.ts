import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 37 (ADR 047): a remote builds a form one way, with `SubmitForm` or `useSubmitForm` of
 * `@credit/shared/ui`, which prevent the native submit, run the `form.check()` gate, send once at a time
 * and show the pending button and the error line. So a remote's source holds none of the hand wiring:
 * no `onSubmit=` on a raw `<form>`, no `preventDefault`, no whole-form `.check()` gate, no literal
 * `type="submit"` button. A field subset checked by a code send (`form.check(['mobile'])`) is not a gate.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const REMOTE_DIRS = fs.readdirSync(ROOT).filter((d) => d.startsWith('remote-')).map((d) => `${d}/src`);

/** A `preventDefault` that is not a form's submit (e.g. a link), with why; none today. */
const ALLOWED_PREVENT_DEFAULT: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** The opening tags of raw `<form>` elements: up to the `>` outside any `{...}` expression. */
function formTags(text: string): string[] {
  const tags: string[] = [];
  for (const match of text.matchAll(/<form\b/g)) {
    let depth = 0;
    let end = match.index + 5;
    for (; end < text.length; end++) {
      const c = text[end];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push(text.slice(match.index, end + 1));
  }
  return tags;
}

const line = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** What in one source file wires a form by hand, as `file:line what`. */
function handWiring(file: string, text: string): string[] {
  const found: string[] = [];
  for (const tag of formTags(text)) {
    if (/\bonSubmit\s*=/.test(tag)) found.push(`${file}:${line(text, text.indexOf(tag))} onSubmit= on a raw <form>`);
  }
  if (!(file in ALLOWED_PREVENT_DEFAULT)) {
    for (const m of text.matchAll(/\bpreventDefault\s*\(/g)) found.push(`${file}:${line(text, m.index)} preventDefault`);
  }
  for (const m of text.matchAll(/\.check\(\s*\)/g)) found.push(`${file}:${line(text, m.index)} a whole-form .check() gate`);
  for (const m of text.matchAll(/type=["']submit["']/g)) found.push(`${file}:${line(text, m.index)} a hand-made submit button`);
  return found;
}

describe('one way to build a form (issue 37)', () => {
  it('finds the hand wiring it forbids', () => {
    const page = [
      "export function Page() {",
      "  const submit = () => { if (!form.check()) return; void call.run({}); };",
      "  return (",
      "    <form className=\"ui-page\" onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>",
      "      <Button type=\"submit\" loading={call.pending}>下一步</Button>",
      "    </form>",
      "  );",
      "}",
    ].join('\n');
    expect(handWiring('remote-x/src/Page.tsx', page)).toEqual([
      'remote-x/src/Page.tsx:4 onSubmit= on a raw <form>',
      'remote-x/src/Page.tsx:4 preventDefault',
      'remote-x/src/Page.tsx:2 a whole-form .check() gate',
      'remote-x/src/Page.tsx:5 a hand-made submit button',
    ]);
  });

  it("lets the kit's parts and a code send's field check through", () => {
    const page = [
      "const send = useSendCode(api, { variables: () => (form.check(['mobile']) ? form.clean('mobile') : null) });",
      "const { formProps, submitButtonProps } = useSubmitForm({ form, submit, onSubmit: () => submit.run({}) });",
      "return <form aria-label={label[kind]} {...formProps}><Button {...submitButtonProps}>提交</Button></form>;",
    ].join('\n');
    expect(handWiring('remote-x/src/Page.tsx', page)).toEqual([]);
  });

  it('no remote wires a form by hand', () => {
    const files = REMOTE_DIRS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => handWiring(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
