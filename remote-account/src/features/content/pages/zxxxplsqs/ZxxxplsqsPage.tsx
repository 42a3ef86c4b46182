import { AgreementView } from '../../components/AgreementView';

/** /zxxxplsqs: 征信信息查询及披露授权书 (spec 2.5). */
export default function ZxxxplsqsPage() {
  return <AgreementView agreementKey="zxxxplsqs" />;
}
