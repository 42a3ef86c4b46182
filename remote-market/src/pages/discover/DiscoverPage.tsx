import { PagePending } from '@credit/shared';

// Replaced by the market remote issue (discover tab, spec 2.6).
export default function DiscoverPage() {
  return <PagePending title="发现" />;
}
