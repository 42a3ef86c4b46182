import { afterEach, describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml, sanitizeToFragment } from './sanitize';

/** What the allowlist lets through: element to its attributes (target and rel are added on external links). */
const ALLOWED: Record<string, string[]> = {
  p: ['id'], h1: ['id'], h2: ['id'], h3: ['id'], h4: ['id'], ul: [], ol: [], li: [], strong: [], em: [], b: [], i: [], br: [],
  table: [], caption: [], thead: [], tbody: [], tfoot: [], tr: [], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'],
  a: ['href', 'target', 'rel'],
};

type Pwned = { __pwned?: string };

/** Fails with the offending part when the sanitised output of `html` holds anything outside the allowlist. */
function expectInert(html: string): void {
  const holder = document.createElement('div');
  holder.appendChild(sanitizeToFragment(html));
  document.body.appendChild(holder); // live: anything that could run or load would do so now
  for (const el of Array.from(holder.querySelectorAll('*'))) {
    expect(el.namespaceURI, el.outerHTML).toBe('http://www.w3.org/1999/xhtml');
    expect(Object.keys(ALLOWED), el.outerHTML).toContain(el.localName);
    for (const attr of Array.from(el.attributes)) {
      expect(ALLOWED[el.localName], `${attr.name} on ${el.outerHTML}`).toContain(attr.name);
      expect(attr.value, attr.name).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    const href = el.getAttribute('href');
    if (href !== null) expect(href).toMatch(/^(https?:\/\/|#[A-Za-z])/);
  }
  // Serialising and parsing again changes nothing (no mutation XSS through a round trip).
  expect(sanitizeHtml(holder.innerHTML)).toBe(holder.innerHTML);
  expect((window as Pwned).__pwned).toBeUndefined();
  holder.remove();
}

afterEach(() => {
  delete (window as Pwned).__pwned;
});

describe('sanitizeHtml', () => {
  it('keeps the allowed structure and text', () => {
    const html = '<h3 id="a1">标题</h3><p>正文<strong>加粗</strong><em>强调</em><b>b</b><i>i</i><br>换行</p><ul><li>一</li></ul><ol><li>二</li></ol>'
      + '<table><caption>表</caption><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td>甲</td><td rowspan="1">乙</td></tr></tbody>'
      + '<tfoot><tr><td>合计</td></tr></tfoot></table><h1>一</h1><h2>二</h2><h4 id="privacy-note">四</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['script element', '<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['script inside allowed', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['img onerror', '<p>x<img src=x onerror="alert(1)"></p>', '<p>x</p>'],
    ['event handler on allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">x</p>', '<p>x</p>'],
    ['style attribute and element', '<p style="background:url(javascript:alert(1))">x</p><style>p{}</style>', '<p>x</p>'],
    ['iframe', '<iframe src="javascript:alert(1)"></iframe><p>x</p>', '<p>x</p>'],
    ['iframe srcdoc inside a paragraph', '<p>a<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>b</p>', '<p>ab</p>'],
    ['svg onload', '<svg onload="alert(1)"><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
    ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf"><p>x</p>', '<p>x</p>'],
    ['form controls', '<form action="https://evil.example"><input name="pw"><button>go</button></form><p>x</p>', '<p>x</p>'],
    ['select and textarea with their text', '<p>a</p><select><option>pick</option></select><textarea>txt</textarea>', '<p>a</p>'],
    ['meta refresh and base', '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><p>x</p>', '<p>x</p>'],
    ['link and @import', '<style>@import "x"</style><link rel=stylesheet href=x><p>x</p>', '<p>x</p>'],
    ['template content', '<template><script>alert(1)</script><p>t</p></template><p>x</p>', '<p>x</p>'],
    ['comments', '<p>x<!-- <script>alert(1)</script> --></p>', '<p>x</p>'],
    ['processing instruction', '<?xml version="1.0"?><p>x</p>', '<p>x</p>'],
    ['unknown wrappers unwrapped', '<div class="c"><span style="color:red">文字</span></div>', '文字'],
    ['custom elements unwrapped, handlers gone', '<x-evil onclick="alert(1)">custom</x-evil>', 'custom'],
    ['class, title, data- and aria- attributes', '<p data-x="1" aria-label="a" class="c" title="t">t</p>', '<p>t</p>'],
    ['noscript mXSS (parsed inert: the title attribute goes)', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
    ['bad id', '<p id="x y">t</p>', '<p>t</p>'],
    ['id on an element that may not carry one', '<li id="x">t</li>', '<li>t</li>'],
    ['out-of-range spans', '<table><tr><td colspan="0" rowspan="100">a</td><th colspan="x">b</th></tr></table>', '<table><tbody><tr><td>a</td><th>b</th></tr></tbody></table>'],
    ['escaped markup stays text', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
  ])('drops %s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps http(s) and hash links; drops javascript:, data:, vbscript: and relative ones', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1">x</a>')).toBe('<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="#privacy-note">x</a>')).toBe('<a href="#privacy-note">x</a>');
    for (const bad of [
      'javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'javas&#x09;cript:alert(1)', '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)', '&#14;javascript:alert(1)', 'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'vbscript:x', 'mailto:a@b.c', '/relative', '../lol.html',
      '//evil.example', '#/login', '#1x', '#',
    ]) {
      expect(sanitizeHtml(`<a href="${bad}">x</a>`), bad).toBe('<a>x</a>');
    }
  });

  it('sets target and rel on external links itself and drops other link attributes', () => {
    expect(sanitizeHtml('<a href="  https://ok.example/x  " target="_self" rel="opener" xlink:href="javascript:alert(1)" id="l">x</a>'))
      .toBe('<a href="https://ok.example/x" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="#x" target="_blank">x</a>')).toBe('<a href="#x">x</a>');
  });

  it('keeps external links in their parsed, normalised form', () => {
    expect(sanitizeHtml('<a href="HTTPS://OK.example?q=<b>">x</a>')).toBe('<a href="https://ok.example/?q=%3Cb%3E" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('drops ids that would clobber document properties (DOMPurify SANITIZE_DOM) and keeps the others', () => {
    expect(sanitizeHtml('<p id="cookie">a</p><h3 id="location">b</h3><p id="getElementById">c</p><h4 id="privacy-note">d</h4>'))
      .toBe('<p>a</p><h3>b</h3><p>c</p><h4 id="privacy-note">d</h4>');
  });

  it('the fragment holds no script, handler or javascript: URL for a mixed payload', () => {
    const frag = sanitizeToFragment('<p>合同</p><img src=x onerror=alert(1)><a href="javascript:alert(1)" onclick="x()">链接</a><script>window.__pwned="script"</script>');
    const holder = document.createElement('div');
    holder.appendChild(frag);
    expect(holder.querySelectorAll('script, img, iframe')).toHaveLength(0);
    const all = Array.from(holder.querySelectorAll('*'));
    expect(all.flatMap((el) => Array.from(el.attributes).map((a) => a.name)).filter((n) => n.startsWith('on'))).toEqual([]);
    expect(holder.innerHTML).not.toMatch(/javascript:/i);
    expect(holder.textContent).toBe('合同链接');
    expect((window as Pwned).__pwned).toBeUndefined();
  });

  it('empty and plain-text bodies', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('只有文字 & <符号')).toBe('只有文字 &amp; &lt;符号');
    expect(sanitizeToFragment('').childNodes).toHaveLength(0);
  });

  it('safeHref', () => {
    expect(safeHref('http://a.example')).toBe('http://a.example/');
    expect(safeHref(' #note ')).toBe('#note');
    expect(safeHref('https://')).toBeNull();
    expect(safeHref('mailto:a@b.c')).toBeNull();
  });

  it('treats element names that are also object keys as unknown wrappers', () => {
    // HTML lower-cases tag names; "constructor" is the one that is also a key of every object.
    expect(sanitizeHtml('<p><constructor>甲</constructor>乙</p>')).toBe('<p>甲乙</p>');
    expect(sanitizeHtml('<p><constructor id="a" onclick="x()">甲</constructor><hasownproperty>乙</hasownproperty></p>')).toBe('<p>甲乙</p>');
  });
});

describe('classic sanitiser bypasses stay inert', () => {
  it.each([
    ['namespace confusion: style in svg in p', '<svg><p><style><img src=x onerror="window.__pwned=1"></style></p></svg>'],
    ['mglyph/textarea (DOMPurify 2.0.17)', '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror="window.__pwned=1" src=1>">'],
    ['nested forms (DOMPurify 2.0.0)', '<form><math><mtext></form><form><mglyph><style></math><img src onerror="window.__pwned=1">'],
    ['svg p style (DOMPurify 2.0.0)', '<svg></p><style><a id="</style><img src=1 onerror="window.__pwned=1">">'],
    ['mglyph comment (DOMPurify 2.2.2)', '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=window.__pwned=1&gt;">'],
    ['table/svg desc re-parenting', '<table><tr><td><svg><desc><table><tr><td><style><img src=x onerror="window.__pwned=1">'],
    ['xmp raw text', '<xmp><p title="</xmp><img src=x onerror="window.__pwned=1">">'],
    ['noembed raw text', '<noembed><p title="</noembed><img src=x onerror="window.__pwned=1">">'],
    ['noframes raw text', '<noframes><p title="</noframes><img src=x onerror="window.__pwned=1">">'],
    ['title raw text', '<title><img src=x onerror="window.__pwned=1"></title><p>x</p>'],
    ['textarea raw text', '<textarea><img src=x onerror="window.__pwned=1"></textarea>'],
    ['plaintext swallows the rest', '<p>ok<plaintext><img src=x onerror="window.__pwned=1">'],
    ['comment that closes early', '<!--><img src=x onerror="window.__pwned=1">-->'],
    ['split script tag', '<scr<script>ipt>window.__pwned=1</script>'],
    ['unclosed img', '<img src=x onerror="window.__pwned=1"//'],
    ['svg link with xlink:href', '<svg><a xlink:href="javascript:window.__pwned=1"><text x="20" y="20">XSS</text></a></svg>'],
    ['math href', '<math href="javascript:window.__pwned=1">CLICKME</math>'],
    ['base then relative link', '<base href="javascript:/a/-window.__pwned=1///////"><a href=../lol/safari.html>test</a>'],
    ['formaction on a button', '<form id="test"></form><button form="test" formaction="javascript:window.__pwned=1">X</button>'],
    ['object and embed data URLs', '<object data="javascript:window.__pwned=1"></object><embed src="data:text/html,<script>window.__pwned=1</script>">'],
    ['customised built-in element', '<p is="x-evil">t</p>'],
    ['image inside an allowed link', '<a href="https://evil.example/#"><img src=x onerror="window.__pwned=1"></a>'],
    ['markup in a URL', '<a href="https://ok.example/?q=<script>window.__pwned=1</script>">x</a>'],
    ['DOM clobbering by id and name', '<p id="__proto__">a</p><form name="body"><img name="cookie"></form><p id="location">b</p>'],
  ])('%s', (_name, payload) => {
    expectInert(payload);
  });
});
