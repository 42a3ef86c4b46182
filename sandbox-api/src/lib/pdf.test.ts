import { describe, expect, it } from 'vitest';
import { pdfDate, renderPdf, type PdfDocument } from './pdf';

// ---------------------------------------------------------------------------------------------------
// A tiny checker of the file's structure (no PDF library): header, xref, trailer, objects, streams.

interface Parsed {
  text: string;
  size: number;
  trailer: string;
  objects: Map<number, string>;
  streams: Map<number, string>;
}

function parse(pdf: Buffer): Parsed {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.7\n%')).toBe(true);
  // The binary comment: at least four bytes above 127 on the second line.
  expect([...pdf.subarray(10, 14)].every((b) => b > 127)).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);

  const tail = /startxref\n(\d+)\n%%EOF\n$/.exec(text);
  expect(tail).not.toBeNull();
  const xrefAt = Number(tail![1]);
  expect(text.startsWith('xref\n', xrefAt)).toBe(true);

  const head = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  expect(head).not.toBeNull();
  const size = Number(head![1]);
  let at = xrefAt + head![0].length;
  expect(text.slice(at, at + 20)).toBe('0000000000 65535 f \n');
  const offsets = new Map<number, number>();
  for (let n = 1; n < size; n++) {
    const entry = text.slice(at + 20 * n, at + 20 * (n + 1));
    expect(entry).toMatch(/^\d{10} 00000 n \n$/);
    const offset = Number(entry.slice(0, 10));
    expect(text.startsWith(`${n} 0 obj\n`, offset)).toBe(true);
    offsets.set(n, offset);
  }
  at += 20 * size;
  expect(text.startsWith('trailer\n', at)).toBe(true);
  const trailer = text.slice(at, text.indexOf('startxref', at));
  expect(trailer).toContain(`/Size ${size} `);
  expect(trailer).toMatch(/\/Root 1 0 R/);
  expect(trailer).toMatch(/\/Info \d+ 0 R/);

  // Every object in the file is in the table, and the table has nothing else: object count = /Size − 1.
  const headers = [...text.matchAll(/^(\d+) 0 obj$/gm)].map((m) => Number(m[1]));
  expect(headers).toHaveLength(size - 1);
  expect(new Set(headers).size).toBe(size - 1);

  const objects = new Map<number, string>();
  const streams = new Map<number, string>();
  for (const [n, offset] of offsets) {
    const start = offset + `${n} 0 obj\n`.length;
    const streamAt = text.indexOf('\nstream\n', start);
    const end = text.indexOf('\nendobj\n', start);
    expect(end).toBeGreaterThan(start);
    if (streamAt === -1 || streamAt > end) {
      objects.set(n, text.slice(start, end));
      continue;
    }
    const dict = text.slice(start, streamAt);
    objects.set(n, dict);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const dataAt = streamAt + '\nstream\n'.length;
    // /Length is the byte count of the data: the stream ends exactly there.
    expect(text.startsWith('\nendstream\nendobj\n', dataAt + length)).toBe(true);
    streams.set(n, text.slice(dataAt, dataAt + length));
  }
  return { text, size, trailer, objects, streams };
}

const ref = (dict: string, key: string): number => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);

/** The content streams of the pages, in page order. */
function pageContents(p: Parsed): string[] {
  const catalog = p.objects.get(ref(p.trailer, 'Root'))!;
  const pages = p.objects.get(ref(catalog, 'Pages'))!;
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(pages)![1].matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  expect(pages).toContain(`/Count ${kids.length} `);
  return kids.map((k) => p.streams.get(ref(p.objects.get(k)!, 'Contents'))!);
}

/** Content streams may hold only these tokens: no literal strings, nothing a string could have left behind. */
const TOKEN = /\s+|<[0-9A-F]*>|\/[A-Za-z0-9]+|-?\d+(?:\.\d+)?|BT|ET|Tf|Tm|Tj|g/y;

function tokens(content: string): string[] {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < content.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(content);
    if (!m) throw new Error(`unexpected content at ${at}: ${JSON.stringify(content.slice(at, at + 30))}`);
    if (m[0].trim()) out.push(m[0]);
  }
  return out;
}

/** The strings shown on a page (UCS-2BE hex decoded), in drawing order. */
function shown(content: string): string[] {
  return tokens(content)
    .filter((t, i, all) => t.startsWith('<') && all[i + 1] === 'Tj')
    .map((h) => String.fromCharCode(...(h.slice(1, -1).match(/.{4}/g) ?? []).map((u) => parseInt(u, 16))));
}

/** The same widths the writer measures with: ASCII half an em, everything else a full em. */
const widthPt = (s: string, size: number) => [...s].reduce((w, c) => w + (c.charCodeAt(0) < 0x7f ? 0.5 : 1), 0) * size;

const doc = (over: Partial<PdfDocument> = {}): PdfDocument => ({
  title: '结清证明',
  lines: ['兹证明借款人张三的贷款已全部结清。', '', '特此证明。'],
  footer: '本证明由 credit-h5 沙箱生成',
  createdAt: new Date('2026-01-15T02:00:00Z'),
  ...over,
});

// ---------------------------------------------------------------------------------------------------

describe('renderPdf', () => {
  it('writes a well-formed PDF 1.7: exact xref offsets, stream lengths, trailer and /Info', () => {
    const p = parse(renderPdf(doc()));
    const info = p.objects.get(ref(p.trailer, 'Info'))!;
    expect(info).toContain('/Title <FEFF7ED36E058BC1660E>');
    expect(info).toContain('/Producer (credit-h5 sandbox)');
    expect(info).toContain("/CreationDate (D:20260115100000+08'00')");
    expect(p.trailer).toMatch(/\/ID \[<[0-9A-F]{32}> <[0-9A-F]{32}>\]/);
    const pages = pageContents(p);
    expect(pages).toHaveLength(1);
    expect(shown(pages[0])).toEqual(['结清证明', '兹证明借款人张三的贷款已全部结清。', '特此证明。', '本证明由 credit-h5 沙箱生成', '第 1 页 / 共 1 页']);
    const firstPage = Number(/\/Kids \[(\d+) 0 R/.exec(p.objects.get(2)!)![1]);
    expect(p.objects.get(firstPage)).toContain('/MediaBox [0 0 595 842]');
  });

  it('names the predefined STSong-Light font with the UniGB-UCS2-H CMap, not embedded, half-width ASCII', () => {
    const p = parse(renderPdf(doc()));
    const dicts = [...p.objects.values()];
    const type0 = dicts.find((d) => d.includes('/Subtype /Type0'))!;
    expect(type0).toContain('/Encoding /UniGB-UCS2-H');
    expect(type0).toContain('/BaseFont /STSong-Light-UniGB-UCS2-H');
    const cid = p.objects.get(Number(/\/DescendantFonts \[(\d+) 0 R\]/.exec(type0)![1]))!;
    expect(cid).toContain('/Subtype /CIDFontType0');
    expect(cid).toContain('/BaseFont /STSong-Light ');
    expect(cid).toContain('/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >>');
    expect(cid).toMatch(/\/DW 1000 \/W \[1 95 500 /);
    const descriptor = p.objects.get(ref(cid, 'FontDescriptor'))!;
    expect(descriptor).toContain('/FontName /STSong-Light ');
    expect(descriptor).not.toMatch(/FontFile/);
    const toUnicode = p.streams.get(ref(type0, 'ToUnicode'))!;
    expect(toUnicode).toContain('<7E00> <7EFF> <7E00>'); // 结 U+7ED3
  });

  it('writes Chinese text as UCS-2 big-endian hex in the content stream', () => {
    const content = pageContents(parse(renderPdf(doc())))[0];
    expect(content).toContain('<7ED36E058BC1660E> Tj'); // 结清证明
    expect(content).toContain('/F1 18 Tf'); // the title's size
    expect(content).toContain('/F1 11 Tf'); // the body's
  });

  it('breaks 200 lines over several pages, each numbered "第 n 页 / 共 m 页", losing no line', () => {
    const lines = Array.from({ length: 200 }, (_, i) => `第 ${i + 1} 行：借款合同条款示例。`);
    const pages = pageContents(parse(renderPdf(doc({ lines }))));
    const m = pages.length;
    expect(m).toBeGreaterThanOrEqual(4);
    const body: string[] = [];
    pages.forEach((content, i) => {
      const texts = shown(content);
      expect(texts.at(-1)).toBe(`第 ${i + 1} 页 / 共 ${m} 页`);
      expect(texts.at(-2)).toBe('本证明由 credit-h5 沙箱生成');
      body.push(...texts.slice(i === 0 ? 1 : 0, -2));
      // Nothing is drawn below the bottom margin but the footer and page number.
      const ys = [...content.matchAll(/1 0 0 1 [\d.]+ ([\d.]+) Tm/g)].map((x) => Number(x[1]));
      expect(ys.slice(0, -2).every((y) => y >= 56 && y <= 842 - 56)).toBe(true);
    });
    expect(body).toEqual(lines);
  });

  it('wraps long lines to the text width: CJK anywhere, Latin at spaces', () => {
    const cjk = '本人确认已阅读并理解本合同全部条款，知悉借款利率、还款方式及逾期责任，自愿签署本合同并按约还款。'.repeat(4);
    const latin = 'The borrower shall repay the principal and the interest in equal monthly instalments as agreed. '.repeat(4).trim();
    const pages = pageContents(parse(renderPdf(doc({ lines: [cjk, latin], footer: undefined }))));
    const texts = shown(pages[0]).slice(1, -1);
    const split = texts.findIndex((t) => t.startsWith('The'));
    const cjkLines = texts.slice(0, split);
    const latinLines = texts.slice(split);
    expect(cjkLines.length).toBeGreaterThan(2);
    expect(cjkLines.join('')).toBe(cjk);
    expect(latinLines.length).toBeGreaterThan(1);
    expect(latinLines.join(' ')).toBe(latin);
    // 483 pt of text, plus one hanging full stop or comma at most.
    for (const t of cjkLines) expect(widthPt(t, 11)).toBeLessThanOrEqual(483 + 11);
    for (const t of latinLines) expect(widthPt(t, 11)).toBeLessThanOrEqual(483);
    // The lines are full: the next line's first word would not have fitted.
    for (let i = 0; i < latinLines.length - 1; i++) {
      expect(widthPt(`${latinLines[i]} ${latinLines[i + 1].split(' ')[0]}`, 11)).toBeGreaterThan(483);
    }
  });

  it('a name with ) ( \\ and a newline cannot break out of its string', () => {
    const name = '张三) Tj ET (\\) 0 0 1 rg BT /F1 99 Tf (\n<FEFF> Tj';
    const pdf = renderPdf(doc({ title: `结清证明 ${name}`, lines: [`借款人：${name}`], footer: name }));
    const p = parse(pdf);
    const content = pageContents(p)[0];
    expect(() => tokens(content)).not.toThrow(); // only hex strings, names, numbers and our operators
    expect(content).not.toMatch(/[()\\]/);
    expect(p.text).not.toContain(') Tj ET (');
    const texts = shown(content);
    expect(texts).toContain('借款人：张三) Tj ET (\\) 0 0 1 rg BT /F1 99 Tf (');
    expect(texts).toContain('<FEFF> Tj');
    // /Info's title: hex too; the newline became a space.
    const info = p.objects.get(ref(p.trailer, 'Info'))!;
    expect(info).toMatch(/^<< \/Title <FEFF[0-9A-F]+> \/Producer \(credit-h5 sandbox\) \/CreationDate \([^()\\]+\) >>$/);
  });

  it('replaces characters outside the BMP and control characters by "?"', () => {
    const content = pageContents(parse(renderPdf(doc({ lines: ['𠮷野家\u0007', 'lone \ud800 surrogate'] }))))[0];
    const texts = shown(content);
    expect(texts).toContain('?野家?');
    expect(texts).toContain('lone ? surrogate');
    // No surrogate code (UniGB-UCS2-H has none: D800–DFFF are outside its codespace).
    expect(texts.join('')).not.toMatch(/[\ud800-\udfff]/);
  });

  it('is deterministic: equal inputs give equal bytes; no clock is read', () => {
    const a = renderPdf(doc());
    const b = renderPdf(doc({ createdAt: new Date('2026-01-15T02:00:00Z') }));
    expect(a.equals(b)).toBe(true);
    expect(renderPdf(doc({ createdAt: new Date('2026-01-15T02:00:01Z') })).equals(a)).toBe(false);
    const undated = renderPdf(doc({ createdAt: undefined }));
    expect(undated.equals(renderPdf(doc({ createdAt: undefined })))).toBe(true);
    expect(undated.toString('latin1')).not.toContain('/CreationDate');
  });

  it('formats dates in China Standard Time and refuses an invalid Date', () => {
    expect(pdfDate(new Date('2025-12-31T16:05:09Z'))).toBe("D:20260101000509+08'00'");
    expect(() => renderPdf(doc({ createdAt: new Date(Number.NaN) }))).toThrow(RangeError);
  });

  it('an empty document is still one numbered page', () => {
    const pages = pageContents(parse(renderPdf({ title: '', lines: [] })));
    expect(pages).toHaveLength(1);
    expect(shown(pages[0])).toEqual(['第 1 页 / 共 1 页']);
  });
});
