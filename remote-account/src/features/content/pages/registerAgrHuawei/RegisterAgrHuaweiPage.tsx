import { AgreementView } from '../../components/AgreementView';

/** /registerAgrHuawei: 服务协议 (spec 2.5), the same served text as /registerAgr. */
export default function RegisterAgrHuaweiPage() {
  return <AgreementView agreementKey="registerAgr" />;
}
