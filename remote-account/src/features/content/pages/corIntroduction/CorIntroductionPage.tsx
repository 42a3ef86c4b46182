import { fetchCompany } from '../../api';
import { LoadFailed, Loading } from '../../../../components/LoadStatus';
import { useLoad } from '../../../../components/useLoad';
import '../../components/content.css';
import '../../../../components/form.css';

/** /corIntroduction: company introduction (spec 2.7). */
export default function CorIntroductionPage() {
  const [state, retry] = useLoad(fetchCompany);
  if (state.phase === 'loading') return <Loading />;
  if (state.phase === 'failed') return <LoadFailed message={state.message} onRetry={retry} />;
  const { name, slogan, intro } = state.data;
  return (
    <div className="acc-page">
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
