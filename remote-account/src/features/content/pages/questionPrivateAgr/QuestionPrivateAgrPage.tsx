import { AgreementView } from '../../components/AgreementView';

/** /questionPrivateAgr: 隐私政策 (spec 2.5). */
export default function QuestionPrivateAgrPage() {
  return <AgreementView agreementKey="questionPrivateAgr" />;
}
