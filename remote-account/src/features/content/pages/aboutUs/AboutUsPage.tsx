import { H5_VERSION } from '@credit/shared';
import { useCompany } from '../../api';
import { ContactCard } from '../../components/ContactCard';
import { LinkList } from '../../components/LinkList';
import { QueryView } from '@credit/shared/ui';
import '../../components/content.css';
import '@credit/shared/ui.css';

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
  const company = useCompany();
  return (
    <div className="ui-page">
      <QueryView query={company}>
        {(data) => (
          <section className="cnt-hero">
            <h2>{data.name}</h2>
            <p>{data.slogan}</p>
            <p>当前版本 {H5_VERSION}</p>
          </section>
        )}
      </QueryView>
      <LinkList label="关于我们" links={LINKS} />
      <ContactCard mailbox />
    </div>
  );
}
