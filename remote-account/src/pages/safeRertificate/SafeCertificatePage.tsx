import { PagePending } from '@credit/shared';

// Replaced by the account remote issue (full authentication, spec 2.7); the route's back policy
// (ask before exit) already works in the shell.
export default function SafeCertificatePage() {
  return <PagePending title="全面认证" />;
}
