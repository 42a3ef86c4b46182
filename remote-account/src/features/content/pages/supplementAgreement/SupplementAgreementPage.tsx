import { AgreementView } from '../../components/AgreementView';

/** /supplementAgreement: 补充协议 (spec 2.5). */
export default function SupplementAgreementPage() {
  return <AgreementView agreementKey="supplementAgreement" />;
}
