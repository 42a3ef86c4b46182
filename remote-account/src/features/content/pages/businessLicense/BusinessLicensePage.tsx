import type { CompanyData } from '@credit/shared/api';
import { useCompany } from '../../api';
import { QueryView } from '@credit/shared/ui';
import '../../components/content.css';
import '@credit/shared/ui.css';

/** /businessLicense: the business licence and the funding partner's lending licence, as text (spec 2.7). */
export default function BusinessLicensePage() {
  const company = useCompany();
  return <QueryView query={company}>{(data) => <Licences data={data} />}</QueryView>;
}

function Licences({ data }: { data: CompanyData }) {
  return (
    <div className="ui-page">
      {data.licences.map((licence) => (
        <section key={licence.title} className="cnt-section" aria-label={licence.title}>
          <h2>{licence.title}</h2>
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
      <p className="ui-hint">{data.slogan}</p>
    </div>
  );
}
