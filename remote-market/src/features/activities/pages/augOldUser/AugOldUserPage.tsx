import { ActivityView } from '../../components/ActivityView';

/** /aug_old_user (spec 2.10): the activity's rules and, for the user, its one draw. */
export default function AugOldUserPage() {
  return <ActivityView code="aug_old_user" />;
}
