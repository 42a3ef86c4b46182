import { PagePending } from '@credit/shared';

// Replaced by the account remote issue (registration, spec 2.8); its back policy returns home.
export default function RegisterPage() {
  return <PagePending title="注册" />;
}
