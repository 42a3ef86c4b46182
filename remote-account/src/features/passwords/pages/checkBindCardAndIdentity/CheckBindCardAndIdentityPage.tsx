import { IdentityCardStep } from '../../components/IdentityCardStep';

/**
 * The identity and bound-card check (spec 2.7) under its own route name: the same step 1 as
 * /resetDealPw, so a link to either starts the same reset.
 */
export default function CheckBindCardAndIdentityPage() {
  return <IdentityCardStep />;
}
