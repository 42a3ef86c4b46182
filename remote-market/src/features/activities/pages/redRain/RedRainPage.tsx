import { ActivityView } from '../../components/ActivityView';

/** /redRain (spec 2.10): the activity's rules and, for the user, its one draw. */
export default function RedRainPage() {
  return <ActivityView code="redRain" />;
}
