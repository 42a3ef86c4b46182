import { useAtomValue } from 'jotai';
import { isLoginAtom, sessionStore } from '@credit/shared';
import { Link } from '@credit/shared/router';
import { useContractList } from '../../api';
import { Agreements } from '../../components/Agreements';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

/**
 * The loan's related agreements (spec 2.4 /loanAgreement): read each, select them all; back asks unless
 * all are selected. Below, each one's contract template (/loanAgreementItem), to read in full.
 */
export default function LoanAgreementPage() {
  const isLogin = useAtomValue(isLoginAtom, { store: sessionStore });
  return (
    <div className="loan-page">
      <Agreements />
      {isLogin && <Templates />}
    </div>
  );
}

function Templates() {
  const list = useContractList('');
  if (!list.data?.list.length) return null;
  return (
    <nav className="ui-list" aria-label="合同模板">
      {list.data.list.map((c) => (
        <Link key={c.key} to={`/loanAgreementItem?key=${encodeURIComponent(c.key)}`}>
          <span>{c.title}（模板）</span>
          <span className="value" aria-hidden="true">›</span>
        </Link>
      ))}
    </nav>
  );
}
