import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { usePageTitle } from '@credit/shared';
import type { AgreementData, AgreementKey } from '@credit/shared/api';
import { useAgreement } from '../api';
import { QueryView } from '../../../components/LoadStatus';
import { sanitizeToFragment } from './sanitize';
import './content.css';

const effectiveDate = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`;
};

/** The served body, sanitised, inserted as nodes (never as an HTML string). */
function AgreementBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeToFragment(html));
  }, [html]);

  // In-page anchors would change the hash route: scroll to the target inside the text instead.
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest?.('a[href^="#"]');
    if (!link) return;
    e.preventDefault();
    const id = link.getAttribute('href')!.slice(1);
    ref.current?.querySelector(`[id="${CSS.escape(id)}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return <div ref={ref} className="cnt-body" data-testid="agreement-body" onClick={onClick} />;
}

function Agreement({ data }: { data: AgreementData }) {
  usePageTitle(data.title);
  return (
    <article className="cnt-doc" aria-labelledby="agreement-title">
      <h2 id="agreement-title">{data.title}</h2>
      <p className="cnt-meta">
        版本 {data.version} · {effectiveDate(data.effectiveAt)}生效
      </p>
      <AgreementBody html={data.html} />
    </article>
  );
}

/** One agreement of spec 2.5, as the server serves it today. */
export function AgreementView({ agreementKey }: { agreementKey: AgreementKey }) {
  const agreement = useAgreement(agreementKey);
  return <QueryView query={agreement}>{(data) => <Agreement data={data} />}</QueryView>;
}
