// `@credit/shared/html`: server HTML, sanitised with DOMPurify. An entry of its own, outside the
// `@credit/shared` singleton, so only pages that render server HTML load the sanitiser (ADR 007).
export { ServerHtml, type ServerHtmlProps } from './ServerHtml';
export { sanitizeToFragment } from './sanitize';
