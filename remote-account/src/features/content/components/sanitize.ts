/**
 * Allowlist sanitiser for server-sent rich text (agreement bodies). The markup is parsed into an
 * inert document (DOMParser: no scripts run, nothing loads) and copied node by node into fresh
 * elements of the allowlist, so only what is listed here ever reaches the page.
 */

/** Elements kept (with their allowed attributes only). */
const ALLOWED: Record<string, readonly string[]> = {
  p: ['id'], h1: ['id'], h2: ['id'], h3: ['id'], h4: ['id'],
  ul: [], ol: [], li: [],
  strong: [], em: [], b: [], i: [], br: [],
  table: [], thead: [], tbody: [], tfoot: [], tr: [], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'], caption: [],
  a: ['href'],
};

/** Elements dropped with everything inside them (their text is code or chrome, never prose). */
const DROPPED = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript', 'noembed', 'noframes',
  'svg', 'math', 'link', 'meta', 'base', 'head', 'title', 'form', 'input', 'button', 'textarea', 'select', 'option', 'img',
  'video', 'audio', 'source', 'track', 'canvas', 'portal', 'xmp', 'plaintext',
]);

const ID = /^[A-Za-z][\w-]{0,63}$/;
const SPAN = /^[1-9]\d?$/;

/** Only absolute http(s) links and in-page anchors; everything else (javascript:, data:, relative) goes. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (/^#[A-Za-z][\w-]{0,63}$/.test(href)) return href;
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function copyAttributes(from: Element, to: HTMLElement, tag: string): void {
  for (const name of ALLOWED[tag]!) {
    const value = from.getAttribute(name);
    if (value === null) continue;
    if (name === 'href') {
      const href = safeHref(value);
      if (!href) continue;
      to.setAttribute('href', href);
      if (!href.startsWith('#')) {
        to.setAttribute('target', '_blank');
        to.setAttribute('rel', 'noopener noreferrer');
      }
    } else if (name === 'id' ? ID.test(value) : SPAN.test(value)) {
      to.setAttribute(name, value);
    }
  }
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const el = child as Element;
    const tag = el.localName.toLowerCase();
    if (DROPPED.has(tag) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    if (Object.hasOwn(ALLOWED, tag)) {
      const clean = doc.createElement(tag);
      copyAttributes(el, clean, tag);
      copyChildren(el, clean, doc);
      to.appendChild(clean);
    } else {
      // Unknown but harmless wrappers (div, span, font, section...): keep their content, lose the tag.
      copyChildren(el, to, doc);
    }
  }
}

/** The sanitised content of `html` as a fragment of `doc` (the page's document by default). */
export function sanitizeToFragment(html: string, doc: Document = document): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = doc.createDocumentFragment();
  copyChildren(parsed.body, out, doc);
  return out;
}

/** The sanitised markup as a string (tests and previews; pages insert the fragment itself). */
export function sanitizeHtml(html: string): string {
  const holder = document.createElement('div');
  holder.appendChild(sanitizeToFragment(html));
  return holder.innerHTML;
}
