import { ActivityView } from '../../components/ActivityView';

/** /welcomeNew (spec 2.10): the activity's rules and, for the user, its one draw. */
export default function WelcomeNewPage() {
  return <ActivityView code="welcomeNew" />;
}
