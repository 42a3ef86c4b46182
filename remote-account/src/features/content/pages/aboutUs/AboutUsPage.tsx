import { Link } from 'react-router-dom';
import { H5_VERSION } from '@credit/shared';
import { fetchCompany } from '../../api';
import { ContactCard } from '../../components/ContactCard';
import { LoadFailed, Loading } from '../../../../components/LoadStatus';
import { useLoad } from '../../../../components/useLoad';
import '../../components/content.css';
import '../../../../components/form.css';

const LINKS = [
  { to: '/corIntroduction', label: '公司介绍' },
  { to: '/businessLicense', label: '资质信息' },
  { to: '/questions', label: '常见问题' },
  { to: '/registerAgr', label: '服务协议' },
  { to: '/questionPrivateAgr', label: '隐私政策' },
  { to: '/complaints', label: '投诉建议' },
] as const;

/** /aboutUs (spec 2.7): who we are, where the company and legal pages are, and how to reach us. */
export default function AboutUsPage() {
  const [state, retry] = useLoad(fetchCompany);
  return (
    <div className="acc-page">
      {state.phase === 'loading' && <Loading />}
      {state.phase === 'failed' && <LoadFailed message={state.message} onRetry={retry} />}
      {state.phase === 'ready' && (
        <section className="cnt-hero">
          <h2>{state.data.name}</h2>
          <p>{state.data.slogan}</p>
          <p>当前版本 {H5_VERSION}</p>
        </section>
      )}
      <nav className="acc-list" aria-label="关于我们">
        {LINKS.map((l) => (
          <Link key={l.to} to={l.to}>
            <span>{l.label}</span>
            <span className="value" aria-hidden="true">›</span>
          </Link>
        ))}
      </nav>
      <ContactCard mailbox />
    </div>
  );
}
