import { PagePending } from '@credit/shared';

// Replaced by the market remote issue (membership tab, spec 2.6).
export default function MemberPage() {
  return <PagePending title="会员" />;
}
