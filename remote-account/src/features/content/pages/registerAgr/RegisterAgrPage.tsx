import { AgreementView } from '../../components/AgreementView';

/** /registerAgr: 服务协议 (spec 2.5). */
export default function RegisterAgrPage() {
  return <AgreementView agreementKey="registerAgr" />;
}
