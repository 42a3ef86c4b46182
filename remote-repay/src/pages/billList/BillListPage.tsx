import { PagePending } from '@credit/shared';

// Replaced by the repay remote issue (bills, spec 2.2).
export default function BillListPage() {
  return <PagePending title="月账单" />;
}
