import { PagePending } from '@credit/shared';

// Replaced by the loan remote issue (cash index, spec 2.4).
export default function CashIndexPage() {
  return <PagePending title="现金借款" />;
}
