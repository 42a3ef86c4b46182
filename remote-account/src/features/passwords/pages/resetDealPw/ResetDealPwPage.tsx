import { IdentityCardStep } from '../../components/IdentityCardStep';

/** Deal password reset, step 1: identity, bound card and SMS code (the flow's entry from /pwSetting). */
export default function ResetDealPwPage() {
  return <IdentityCardStep />;
}
