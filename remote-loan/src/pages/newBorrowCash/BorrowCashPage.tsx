import { PagePending } from '@credit/shared';

// Replaced by the loan remote issue (borrow flow, spec 4.5); its back policy (leave popup, cash index) already works.
export default function BorrowCashPage() {
  return <PagePending title="借款申请" />;
}
