import type { CompanyData } from '@credit/shared/api';
import { useCompany } from '../../api';
import { QueryView } from '@credit/shared/ui';
import '../../components/content.css';
import '@credit/shared/ui.css';

/** /corIntroduction: company introduction (spec 2.7). */
export default function CorIntroductionPage() {
  const company = useCompany();
  return <QueryView query={company}>{(data) => <Introduction {...data} />}</QueryView>;
}

function Introduction({ name, slogan, intro }: CompanyData) {
  return (
    <div className="ui-page">
      <section className="cnt-hero">
        <h2>{name}</h2>
        <p>{slogan}</p>
      </section>
      <section className="cnt-section" aria-label="公司介绍">
        {intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </div>
  );
}
