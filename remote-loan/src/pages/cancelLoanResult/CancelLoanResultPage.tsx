import { PagePending } from '@credit/shared';

// Replaced by the loan remote issue; its back policy (two pages back) already works.
export default function CancelLoanResultPage() {
  return <PagePending title="取消结果" />;
}
