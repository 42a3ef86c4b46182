import { AgreementView } from '../../components/AgreementView';

/** /otherAgr: 其他协议 (spec 2.5). */
export default function OtherAgrPage() {
  return <AgreementView agreementKey="otherAgr" />;
}
