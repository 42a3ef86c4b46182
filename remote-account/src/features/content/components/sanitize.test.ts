import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml, sanitizeToFragment } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the allowed structure and text', () => {
    const html = '<h3 id="a1">标题</h3><p>正文<strong>加粗</strong><em>强调</em><b>b</b><i>i</i><br>换行</p><ul><li>一</li></ul><ol><li>二</li></ol>'
      + '<table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td>甲</td><td rowspan="1">乙</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['script element', '<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['script inside allowed', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['img onerror', '<p>x<img src=x onerror="alert(1)"></p>', '<p>x</p>'],
    ['event handler on allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">x</p>', '<p>x</p>'],
    ['style attribute and element', '<p style="background:url(javascript:alert(1))">x</p><style>p{}</style>', '<p>x</p>'],
    ['iframe', '<iframe src="javascript:alert(1)"></iframe><p>x</p>', '<p>x</p>'],
    ['svg onload', '<svg onload="alert(1)"><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
    ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf"><p>x</p>', '<p>x</p>'],
    ['form controls', '<form action="https://evil.example"><input name="pw"><button>go</button></form><p>x</p>', '<p>x</p>'],
    ['meta refresh and base', '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><p>x</p>', '<p>x</p>'],
    ['comments', '<p>x<!-- <script>alert(1)</script> --></p>', '<p>x</p>'],
    ['unknown wrappers unwrapped', '<div class="c"><span style="color:red">文字</span></div>', '文字'],
    ['noscript mXSS (parsed inert: the title attribute goes)', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
    ['bad id', '<p id="x y">t</p>', '<p>t</p>'],
  ])('drops %s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps http(s) and hash links; drops javascript:, data:, vbscript: and relative ones', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1">x</a>')).toBe('<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="#privacy-note">x</a>')).toBe('<a href="#privacy-note">x</a>');
    for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '/relative', '//evil.example', '#/login']) {
      expect(sanitizeHtml(`<a href="${bad}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('the fragment holds no script, handler or javascript: URL for a mixed payload', () => {
    const frag = sanitizeToFragment('<p>合同</p><img src=x onerror=alert(1)><a href="javascript:alert(1)" onclick="x()">链接</a><script>window.pwned=1</script>');
    const holder = document.createElement('div');
    holder.appendChild(frag);
    expect(holder.querySelectorAll('script, img, iframe')).toHaveLength(0);
    const all = Array.from(holder.querySelectorAll('*'));
    expect(all.flatMap((el) => Array.from(el.attributes).map((a) => a.name)).filter((n) => n.startsWith('on'))).toEqual([]);
    expect(holder.innerHTML).not.toMatch(/javascript:/i);
    expect(holder.textContent).toBe('合同链接');
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('safeHref', () => {
    expect(safeHref('http://a.example')).toBe('http://a.example/');
    expect(safeHref('https://')).toBeNull();
    expect(safeHref('mailto:a@b.c')).toBeNull();
  });

  it('treats element names that are also object keys as unknown wrappers', () => {
    // HTML lower-cases tag names; "constructor" is the one that is also a key of every object.
    expect(sanitizeHtml('<p><constructor>甲</constructor>乙</p>')).toBe('<p>甲乙</p>');
  });
});
