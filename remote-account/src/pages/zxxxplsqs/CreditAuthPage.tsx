import { AgreementView } from '../../components/content/AgreementView';

/** /zxxxplsqs: 征信信息查询及披露授权书 (spec 2.5). */
export default function CreditAuthPage() {
  return <AgreementView agreementKey="zxxxplsqs" />;
}
