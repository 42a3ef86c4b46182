import { PagePending } from '@credit/shared';

// Replaced by the market remote issue (invite to earn money, spec 2.6); the header's share icon already works.
export default function MakeMoneyPage() {
  return <PagePending title="邀请赚钱" />;
}
