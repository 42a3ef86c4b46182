/**
 * A small, dependency-free PDF 1.7 writer for the sandbox's documents: the settlement proof (结清证明)
 * and the loan contracts. Plain text only: a title, paragraphs wrapped to an A4 page, a page number and
 * an optional footer on every page.
 *
 * No font is embedded. The text is set in STSong-Light through the predefined CMap UniGB-UCS2-H: one of
 * the CJK fonts and CMaps that ISO 32000-1 (9.7.5.2, Table 118) lets a document name without embedding,
 * and that PDF readers resolve to a font of the Adobe-GB1 collection they ship or find on the system
 * (Acrobat's Asian font packs; pdf.js, poppler and the OS viewers map them to a local CJK font; poppler
 * needs the poppler-data package for the CMap). Embedding instead would mean a multi-MB CJK font
 * checked into the repo (subsetting it needs a font library this writer does without), and the
 * sandbox's server image has no CJK font to take one from. The cost: the look depends a little on the
 * reader's substitute font. Metrics do not: the widths below fix every glyph's advance.
 *
 * Safety: every piece of text (title, paragraphs, footer, the /Title in /Info) is written as a hex
 * string `<...>`, never as a literal `(...)`, so no character of a user's name can end a string or an
 * operator: nothing needs escaping and there is no PDF injection.
 *
 * Deterministic: the same input gives the same bytes. No clock is read; /CreationDate is written only
 * when `createdAt` is passed, and the trailer /ID is a hash of the file's own bytes.
 */
import { createHash } from 'node:crypto';
import { CHINA_UTC_OFFSET_MS } from '@credit/shared/rules';

export interface PdfDocument {
  title: string;
  /** paragraphs; '' = blank line. A newline inside an entry breaks the line there. */
  lines: readonly string[];
  /** small grey footer on every page */
  footer?: string;
  /** Written as /CreationDate (China Standard Time, +08'00'); left out when absent, so output stays deterministic. */
  createdAt?: Date;
}

// ---------------------------------------------------------------------------------------------------
// Page geometry (PostScript points) and type sizes.

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;
const TEXT_W = PAGE_W - 2 * MARGIN;
const TOP = PAGE_H - MARGIN;

const TITLE_SIZE = 18;
const TITLE_LEADING = TITLE_SIZE * 1.4;
const TITLE_GAP = 14; // extra space under the title block
const BODY_SIZE = 11;
const BODY_LEADING = BODY_SIZE * 1.6;
const FOOTER_SIZE = 8;
const FOOTER_LEADING = FOOTER_SIZE * 1.4;
const FOOTER_MAX_LINES = 3;
const PAGE_NO_SIZE = 9;
const PAGE_NO_BASELINE = 30;
const FOOTER_BASELINE = PAGE_NO_BASELINE + 13; // the footer's last line, just above the page number

/** STSong-Light's ascent and descent (per 1000), as in the font descriptor. */
const ASCENT = 0.88;
const DESCENT = 0.12;

const GREY = '0.45 g';
const BLACK = '0 g';

// ---------------------------------------------------------------------------------------------------
// Text: UCS-2 codes, widths, wrapping.

/**
 * Widths in 1/1000 em of what UniGB-UCS2-H maps to a half-width glyph of Adobe-GB1; every other code is
 * full width (/DW 1000). U+0020–U+007E map to CIDs 1–95, U+20AC and U+00A5 to CIDs 22353–22354, U+303F
 * to CID 22357 (checked against the CMap file in poppler-data). The /W array of the CIDFont says the same.
 */
function advance(code: number): number {
  return (code >= 0x20 && code <= 0x7e) || code === 0xa5 || code === 0x20ac || code === 0x303f ? 500 : 1000;
}

const QUESTION = 0x3f;
const SPACE = 0x20;

/**
 * The UCS-2 codes of one line of text. Characters outside the BMP and lone surrogates (UniGB-UCS2-H has
 * no codes D800–DFFF) become '?'; a tab becomes a space; other control characters become '?' (they
 * have no glyph and would otherwise print as nothing at all).
 */
function toCodes(text: string): number[] {
  const codes: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? QUESTION;
    if (cp === 0x09) codes.push(SPACE);
    else if (cp > 0xffff || (cp >= 0xd800 && cp <= 0xdfff)) codes.push(QUESTION);
    else if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) codes.push(QUESTION);
    else codes.push(cp);
  }
  return codes;
}

const width = (codes: readonly number[], size: number): number => (codes.reduce((w, c) => w + advance(c), 0) * size) / 1000;

/** Closing punctuation that must not start a line: it hangs into the right margin instead (禁则). */
const NO_LINE_START = new Set(Array.from('，。、；：！？）》」』】〉〕｝〗”’…％', (c) => c.charCodeAt(0)));

/** Latin letters, digits and ASCII punctuation stay together as words; every other character may be broken after. */
const isWordChar = (code: number): boolean => code > SPACE && advance(code) === 500;

/** Segments to wrap at: a space, a run of word characters, or one other (CJK) character. */
function segments(codes: readonly number[]): number[][] {
  const out: number[][] = [];
  let word: number[] = [];
  for (const c of codes) {
    if (isWordChar(c)) {
      word.push(c);
      continue;
    }
    if (word.length) out.push(word);
    word = [];
    out.push([c]);
  }
  if (word.length) out.push(word);
  return out;
}

/** Greedy wrap of one paragraph to `maxWidth` points; spaces at a break are dropped. */
function wrap(codes: readonly number[], size: number, maxWidth: number): number[][] {
  const lines: number[][] = [];
  let line: number[] = [];
  let w = 0;
  const flush = () => {
    while (line.length && line[line.length - 1] === SPACE) line.pop();
    lines.push(line);
    line = [];
    w = 0;
  };
  for (const seg of segments(codes)) {
    const sw = width(seg, size);
    if (!line.length && lines.length && seg[0] === SPACE) continue; // no space at the start of a wrapped line
    if (w + sw <= maxWidth) {
      line.push(...seg);
      w += sw;
    } else if (seg.length === 1 && seg[0] === SPACE) {
      if (line.length) flush();
    } else if (seg.length === 1 && NO_LINE_START.has(seg[0]) && line.length) {
      line.push(seg[0]); // hanging punctuation
      flush();
    } else {
      if (line.length) flush();
      for (const c of seg) {
        // a word longer than the line is broken where it must be
        const cw = width([c], size);
        if (w + cw > maxWidth && line.length) flush();
        line.push(c);
        w += cw;
      }
    }
  }
  if (line.length || !lines.length) flush();
  return lines;
}

/** Wrap every paragraph; a newline inside one breaks the line there too. */
function wrapAll(text: string, size: number, maxWidth: number): number[][] {
  return text.split(/\r\n|\r|\n/).flatMap((para) => wrap(toCodes(para), size, maxWidth));
}

/** Hex string of UCS-2BE codes: the only way text enters a content stream. */
const hex = (codes: readonly number[]): string => `<${codes.map((c) => c.toString(16).toUpperCase().padStart(4, '0')).join('')}>`;

/** A PDF text string for /Info: UTF-16BE with a BOM, as hex. Lone surrogates become U+FFFD. */
function textString(s: string): string {
  const units: number[] = [0xfeff];
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0xfffd;
    if (cp >= 0xd800 && cp <= 0xdfff) units.push(0xfffd);
    else if (cp > 0xffff) units.push(0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff));
    else units.push(cp < 0x20 ? SPACE : cp);
  }
  return hex(units);
}

/** `D:YYYYMMDDHHmmss+08'00'` in China Standard Time (no daylight saving). */
export function pdfDate(date: Date): string {
  const t = date.getTime();
  if (!Number.isFinite(t)) throw new RangeError('renderPdf: createdAt is an invalid Date');
  const d = new Date(t + CHINA_UTC_OFFSET_MS);
  const p = (n: number, len = 2) => String(n).padStart(len, '0');
  return `D:${p(d.getUTCFullYear(), 4)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}+08'00'`;
}

/** A number as PDF writes it: at most two decimals, no exponent. */
function num(n: number): string {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

// ---------------------------------------------------------------------------------------------------
// Layout.

interface Placed {
  codes: number[];
  size: number;
  x: number;
  y: number;
  grey?: boolean;
}

interface Row {
  codes: number[];
  size: number;
  leading: number;
  centred: boolean;
  /** Extra space after the row. */
  after: number;
}

function layout(doc: PdfDocument, bottom: number): Placed[][] {
  const rows: Row[] = [];
  const title = wrapAll(doc.title, TITLE_SIZE, TEXT_W);
  title.forEach((codes, i) =>
    rows.push({ codes, size: TITLE_SIZE, leading: TITLE_LEADING, centred: true, after: i === title.length - 1 ? TITLE_GAP : 0 }),
  );
  for (const para of doc.lines) {
    for (const codes of wrapAll(para, BODY_SIZE, TEXT_W)) rows.push({ codes, size: BODY_SIZE, leading: BODY_LEADING, centred: false, after: 0 });
  }

  const pages: Placed[][] = [[]];
  let y = TOP; // top of the next row's line box
  for (const row of rows) {
    let page = pages[pages.length - 1];
    if (!row.codes.length && !page.length) continue; // no blank line at the head of a page
    let baseline = y - row.size * ASCENT;
    if (baseline - row.size * DESCENT < bottom && page.length) {
      page = [];
      pages.push(page);
      y = TOP;
      if (!row.codes.length) continue;
      baseline = y - row.size * ASCENT;
    }
    if (row.codes.length) {
      const x = row.centred ? (PAGE_W - width(row.codes, row.size)) / 2 : MARGIN;
      page.push({ codes: row.codes, size: row.size, x, y: baseline });
    } else {
      // A blank line occupies its place but draws nothing; mark the page as started.
      page.push({ codes: [], size: row.size, x: MARGIN, y: baseline });
    }
    y -= row.leading + row.after;
  }
  return pages.map((p) => p.filter((r) => r.codes.length));
}

/** The footer lines (at most three, the last cut with '…') and the page number, drawn on page `n` of `m`. */
function pageFurniture(footer: number[][], n: number, m: number): Placed[] {
  const out: Placed[] = [];
  footer.forEach((codes, i) => {
    const y = FOOTER_BASELINE + (footer.length - 1 - i) * FOOTER_LEADING;
    out.push({ codes, size: FOOTER_SIZE, x: (PAGE_W - width(codes, FOOTER_SIZE)) / 2, y, grey: true });
  });
  const pageNo = toCodes(`第 ${n} 页 / 共 ${m} 页`);
  out.push({ codes: pageNo, size: PAGE_NO_SIZE, x: (PAGE_W - width(pageNo, PAGE_NO_SIZE)) / 2, y: PAGE_NO_BASELINE, grey: true });
  return out;
}

function footerLines(footer: string | undefined): number[][] {
  if (!footer) return [];
  const lines = wrapAll(footer, FOOTER_SIZE, TEXT_W);
  if (lines.length <= FOOTER_MAX_LINES) return lines;
  const kept = lines.slice(0, FOOTER_MAX_LINES);
  const last = kept[FOOTER_MAX_LINES - 1];
  const ellipsis = 0x2026;
  while (last.length && width([...last, ellipsis], FOOTER_SIZE) > TEXT_W) last.pop();
  last.push(ellipsis);
  return kept;
}

function contentStream(items: readonly Placed[]): string {
  const ops: string[] = ['BT'];
  let size = 0;
  let grey = false;
  for (const it of items) {
    if (it.size !== size) ops.push(`/F1 ${num(it.size)} Tf`);
    if (!!it.grey !== grey) ops.push(it.grey ? GREY : BLACK);
    size = it.size;
    grey = !!it.grey;
    ops.push(`1 0 0 1 ${num(it.x)} ${num(it.y)} Tm`, `${hex(it.codes)} Tj`);
  }
  ops.push('ET');
  return ops.join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Font objects.

const FONT_NAME = 'STSong-Light';
const CMAP_NAME = 'UniGB-UCS2-H';

/**
 * The Type0 font's /BaseFont is the CIDFont's name, a hyphen and the CMap's name (ISO 32000-1 9.7.6.1,
 * Table 121, for a CIDFontType0 descendant); the descendant and its descriptor carry the plain name.
 */
const TYPE0_FONT = `<< /Type /Font /Subtype /Type0 /BaseFont /${FONT_NAME}-${CMAP_NAME} /Encoding /${CMAP_NAME} /DescendantFonts [5 0 R] /ToUnicode 7 0 R >>`;

/**
 * Supplement 4 of Adobe-GB1, because UniGB-UCS2-H reaches that far (¥ and € are CIDs 22354 and 22353).
 * /W: the half-width ranges of Adobe-GB1 (proportional Latin 1–95, half-width Latin 814–939, 7712–7716,
 * 22127–22357); everything else is /DW 1000. The wrapping above measures with the same widths.
 */
const CID_FONT =
  `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /${FONT_NAME}` +
  ' /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >>' +
  ' /FontDescriptor 6 0 R /DW 1000 /W [1 95 500 814 939 500 7712 7716 500 22127 22357 500] >>';

/** STSong-Light's metrics as Adobe publishes them for the non-embedded font; Flags 6 = serif + symbolic (glyphs outside Standard Latin). */
const FONT_DESCRIPTOR =
  `<< /Type /FontDescriptor /FontName /${FONT_NAME} /Flags 6 /FontBBox [-25 -254 1000 880]` +
  ' /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93' +
  ' /Style << /Panose <000000000400000000000000> >> >>';

/**
 * A /ToUnicode CMap, although the font is not embedded. Nothing forbids one: ISO 32000-1 9.10.2 allows
 * a ToUnicode entry on any font dictionary, embedded or not. A reader could get the text without it
 * (9.10.2 method 2: predefined CMap → CID → the Adobe-GB1-UCS2 table of the collection), but only if it
 * has that table; with a ToUnicode the text can be copied and searched everywhere. The character codes
 * are UCS-2 already, so the map is the identity: one bfrange per high byte that occurs in the document.
 */
function toUnicodeCMap(highBytes: readonly number[]): string {
  const h = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
  const blocks: string[] = [];
  for (let i = 0; i < highBytes.length; i += 100) {
    const chunk = highBytes.slice(i, i + 100);
    blocks.push(`${chunk.length} beginbfrange`, ...chunk.map((b) => `<${h(b)}00> <${h(b)}FF> <${h(b)}00>`), 'endbfrange');
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS2 def',
    '/CMapType 2 def',
    '2 begincodespacerange',
    '<0000> <D7FF>',
    '<E000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------
// The file.

const stream = (data: string): string => `<< /Length ${Buffer.byteLength(data, 'latin1')} >>\nstream\n${data}\nendstream`;

/** Renders a plain-text document as a PDF 1.7 file on A4 pages. Same input, same bytes. */
export function renderPdf(doc: PdfDocument): Buffer {
  const footer = footerLines(doc.footer);
  const footerTop = footer.length ? FOOTER_BASELINE + (footer.length - 1) * FOOTER_LEADING + FOOTER_SIZE * ASCENT : PAGE_NO_BASELINE + PAGE_NO_SIZE * ASCENT;
  const bottom = Math.max(MARGIN, footerTop + 8);

  const pages = layout(doc, bottom);
  const m = pages.length;
  const contents = pages.map((items, i) => [...items, ...pageFurniture(footer, i + 1, m)]);

  const highBytes = new Set<number>();
  for (const items of contents) for (const it of items) for (const c of it.codes) highBytes.add(c >> 8);

  // Objects 1–7 are fixed; then each page and its content stream.
  const objects: string[] = [];
  const pageRef = (i: number) => 8 + 2 * i;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R /Lang (zh-CN) /ViewerPreferences << /DisplayDocTitle true >> >>';
  objects[2] = `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageRef(i)} 0 R`).join(' ')}] /Count ${m} >>`;
  const info = [`/Title ${textString(doc.title)}`, '/Producer (credit-h5 sandbox)'];
  if (doc.createdAt) info.push(`/CreationDate (${pdfDate(doc.createdAt)})`);
  objects[3] = `<< ${info.join(' ')} >>`;
  objects[4] = TYPE0_FONT;
  objects[5] = CID_FONT;
  objects[6] = FONT_DESCRIPTOR;
  objects[7] = stream(toUnicodeCMap([...highBytes].sort((a, b) => a - b)));
  contents.forEach((items, i) => {
    objects[pageRef(i)] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}]` +
      ` /Resources << /Font << /F1 4 0 R >> /ProcSet [/PDF /Text] >> /Contents ${pageRef(i) + 1} 0 R >>`;
    objects[pageRef(i) + 1] = stream(contentStream(items));
  });

  // Header: the version, then a comment of bytes above 127 so transfer tools treat the file as binary.
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0].length;
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = length;
    const chunk = Buffer.from(`${n} 0 obj\n${objects[n]}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    length += chunk.length;
  }
  const body = Buffer.concat(chunks);
  const id = createHash('sha256').update(body).digest('hex').slice(0, 32).toUpperCase();
  const size = objects.length; // objects 1..n plus the free entry 0
  const xref = [
    'xref',
    `0 ${size}`,
    '0000000000 65535 f \n' + offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') + 'trailer',
    `<< /Size ${size} /Root 1 0 R /Info 3 0 R /ID [<${id}> <${id}>] >>`,
    'startxref',
    String(length),
    '%%EOF\n',
  ].join('\n');
  return Buffer.concat([body, Buffer.from(xref, 'latin1')]);
}
