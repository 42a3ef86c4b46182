import { formatChineseDate, usePageTitle } from '@credit/shared';
import type { AgreementData, AgreementKey } from '@credit/shared/api';
import { ServerHtml } from '@credit/shared/html';
import { useAgreement } from '../api';
import { QueryView } from '@credit/shared/ui';
import './content.css';

function Agreement({ data }: { data: AgreementData }) {
  usePageTitle(data.title);
  return (
    <article className="cnt-doc" aria-labelledby="agreement-title">
      <h2 id="agreement-title">{data.title}</h2>
      <p className="cnt-meta">
        版本 {data.version} · {formatChineseDate(data.effectiveAt)}生效
      </p>
      {/* The served body, sanitised and inserted as nodes; in-page anchors scroll within it. */}
      <ServerHtml html={data.html} className="cnt-body" data-testid="agreement-body" />
    </article>
  );
}

/** One agreement of spec 2.5, as the server serves it today. */
export function AgreementView({ agreementKey }: { agreementKey: AgreementKey }) {
  const agreement = useAgreement(agreementKey);
  return <QueryView query={agreement}>{(data) => <Agreement data={data} />}</QueryView>;
}
