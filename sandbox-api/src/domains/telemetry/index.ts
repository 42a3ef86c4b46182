import type { DomainFace } from '../../lib/face';
import { registerTelemetryRoutes } from './routes';

// The telemetry domain's face (issue 41, ADR 059): the field-data collector. Its two routes are served
// outside the API's envelope (pages), so it declares no API route.

export { beaconSchema, REMOTE_NAMES, type Beacon } from './beacon';
export { BEACON_BODY_LIMIT, BEACON_MAX_EVENTS, FIELD_EVENTS_MAX_ROWS, FIELD_EVENTS_RETENTION_MS, METRIC_VALUES_MAX, TELEMETRY_PATHS } from './limits';
export type { ReleaseHealth, RemoteHealth, RouteHealth } from './releases';

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'telemetry',
  pages: [registerTelemetryRoutes],
});
