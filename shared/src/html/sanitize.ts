import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * Sanitiser for server-sent rich text (agreements, contracts): DOMPurify with an explicit allowlist
 * (ADR 007). The markup is parsed into an inert document and returned as a fragment of nodes, so no
 * sanitised HTML string is ever parsed again by the page.
 */

/** Elements kept, each with the only attributes it may carry. */
const ATTRIBUTES = new Map<string, readonly string[]>([
  ['p', ['id']], ['h1', ['id']], ['h2', ['id']], ['h3', ['id']], ['h4', ['id']],
  ['ul', []], ['ol', []], ['li', []],
  ['strong', []], ['em', []], ['b', []], ['i', []], ['br', []],
  ['table', []], ['caption', []], ['thead', []], ['tbody', []], ['tfoot', []], ['tr', []],
  ['th', ['colspan', 'rowspan']], ['td', ['colspan', 'rowspan']],
  ['a', ['href']],
]);

/**
 * Elements dropped with everything inside them (their text is code or chrome, never prose). Any other
 * element outside the allowlist (div, span, font, section...) is unwrapped: its content stays.
 */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript', 'noembed', 'noframes',
  'svg', 'math', 'link', 'meta', 'base', 'head', 'title', 'form', 'input', 'button', 'textarea', 'select', 'option', 'img',
  'video', 'audio', 'source', 'track', 'canvas', 'portal', 'xmp', 'plaintext',
];

const ID = /^[A-Za-z][\w-]{0,63}$/;
const SPAN = /^[1-9]\d?$/;
const IN_PAGE_ANCHOR = /^#[A-Za-z][\w-]{0,63}$/;

const CONFIG = {
  ALLOWED_TAGS: [...ATTRIBUTES.keys()],
  ALLOWED_ATTR: [...new Set([...ATTRIBUTES.values()].flat())],
  // Checked per element by the hook below; listed so DOMPurify's URI test does not apply to them.
  ADD_URI_SAFE_ATTR: ['colspan', 'rowspan'],
  // A second line behind safeHref: only absolute http(s) links and in-page anchors.
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|#[A-Za-z])/i,
  ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // SANITIZE_DOM stays on (the default): an id that would clobber a document or form property goes.
  RETURN_DOM_FRAGMENT: true,
} as const satisfies Config;

/** Only absolute http(s) links and in-page anchors; everything else (javascript:, data:, relative) goes. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (IN_PAGE_ANCHOR.test(href)) return href;
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function createPurifier(): Purifier {
  // An instance of our own: its hooks never reach other users of the dompurify module.
  const purifier = DOMPurify(typeof window === 'undefined' ? undefined : window);
  if (!purifier.isSupported) throw new Error('sanitising server HTML needs a DOM (window.document)');
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName;
    if (!ATTRIBUTES.get(node.localName)?.includes(name)) {
      data.keepAttr = false;
    } else if (name === 'href') {
      const href = safeHref(data.attrValue);
      if (href === null) data.keepAttr = false;
      else data.attrValue = href;
    } else if (!(name === 'id' ? ID : SPAN).test(data.attrValue)) {
      data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const link = node as Element;
    const href = link.getAttribute('href');
    if (href === null || href.startsWith('#')) return;
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

let purifier: Purifier | null = null;

/**
 * The sanitised content of `html` as a fragment of nodes (of an inert document; inserting it adopts
 * the nodes into the page). Throws where there is no DOM, rather than returning the input unchanged.
 */
export function sanitizeToFragment(html: string): DocumentFragment {
  purifier ??= createPurifier();
  return purifier.sanitize(html, CONFIG);
}

/** The sanitised markup as a string, for tests and logs; pages insert the fragment (`<ServerHtml>`). */
export function sanitizeHtml(html: string): string {
  const holder = document.createElement('div');
  holder.appendChild(sanitizeToFragment(html));
  return holder.innerHTML;
}
