import { AgreementView } from '../../components/content/AgreementView';

/** /questionPrivateAgr: 隐私政策 (spec 2.5). */
export default function PrivacyPolicyPage() {
  return <AgreementView agreementKey="questionPrivateAgr" />;
}
