import { PagePending } from '@credit/shared';

// Replaced by the loan remote issue; its back policy (consent unless all selected) already works.
export default function LoanAgreementPage() {
  return <PagePending title="相关协议" />;
}
