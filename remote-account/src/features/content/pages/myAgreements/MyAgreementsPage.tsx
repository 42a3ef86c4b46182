import { LinkList } from '../../components/LinkList';
import '../../components/content.css';
import '@credit/shared/ui.css';

const AGREEMENTS = [
  { to: '/registerAgr', label: '服务协议' },
  { to: '/questionPrivateAgr', label: '隐私政策' },
  { to: '/zxxxplsqs', label: '征信信息查询及披露授权书' },
  { to: '/supplementAgreement', label: '补充协议' },
  { to: '/otherAgr', label: '其他协议' },
  { to: '/loanAgreement', label: '借款相关协议' },
] as const;

/**
 * Every agreement the product asks users to accept (spec 2.4, 2.5), in one list under 我的 → 我的协议:
 * the account's own texts, and the loan's related agreements with their contract templates (the loan
 * remote's pages, reached by path). /registerAgrHuawei is the same text as 服务协议 for one store's
 * channel, so it is not listed twice.
 */
export default function MyAgreementsPage() {
  return (
    <div className="ui-page">
      <LinkList label="我的协议" links={AGREEMENTS} />
    </div>
  );
}
