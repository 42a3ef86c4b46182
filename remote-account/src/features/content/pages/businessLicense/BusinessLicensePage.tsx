import { fetchCompany } from '../../api';
import { LoadFailed, Loading } from '../../../../components/LoadStatus';
import { useLoad } from '../../../../components/useLoad';
import '../../components/content.css';
import '../../../../components/form.css';

/** /businessLicense: the business licence and the funding partner's lending licence, as text (spec 2.7). */
export default function BusinessLicensePage() {
  const [state, retry] = useLoad(fetchCompany);
  if (state.phase === 'loading') return <Loading />;
  if (state.phase === 'failed') return <LoadFailed message={state.message} onRetry={retry} />;
  return (
    <div className="acc-page">
      {state.data.licences.map((licence) => (
        <section key={licence.title} className="cnt-section" aria-label={licence.title}>
          <h3>{licence.title}</h3>
          <table className="cnt-kv">
            <tbody>
              {licence.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <p className="acc-hint">{state.data.slogan}</p>
    </div>
  );
}
