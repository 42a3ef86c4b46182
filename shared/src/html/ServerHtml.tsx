import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { sanitizeToFragment } from './sanitize';

export interface ServerHtmlProps {
  /** Rich text as the server sent it; only its sanitised nodes reach the page. */
  html: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * Server HTML (an agreement, a contract) rendered the one safe way: sanitised by the allowlist and
 * inserted as nodes, never as an HTML string. In-page anchors (`#privacy-note`) scroll to their
 * target inside the text instead of changing the hash route.
 */
export function ServerHtml({ html, className, 'data-testid': testId }: ServerHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeToFragment(html));
  }, [html]);

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest?.('a[href^="#"]');
    const root = ref.current;
    if (!link || !root) return;
    e.preventDefault();
    const id = link.getAttribute('href')!.slice(1);
    const target = Array.from(root.querySelectorAll('[id]')).find((el) => el.id === id);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return <div ref={ref} className={className} data-testid={testId} onClick={onClick} />;
}
