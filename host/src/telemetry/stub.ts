import { startRecorder, type Recorder } from './recorder';
import { readSession, writeSession } from './sessionStore';
import { TELEMETRY_OFF, type ErrorSource, type Noted, type RouteContext, type Sink, type TelemetryConfig } from './contract';

/**
 * The start-up part of the field data (ADR 061): what the shell calls while the page starts. It only
 * remembers (the route shown, the errors caught, at most EARLY_LIMIT of them) until the recorder and
 * web-vitals, a chunk of their own, are loaded once the page has loaded and the browser is idle, and
 * only for a sampled session. Nothing here may throw into the page.
 */

/** Items kept before the recorder loads (a page that crashes in a loop must not grow without end). */
export const EARLY_LIMIT = 50;
/** sessionStorage: whether this page session sends ('1') or not ('0'), decided once. */
export const SAMPLED_KEY = 'credit.telemetry.sampled';

let sink: Sink | null = null;
let early: Noted[] = [];
let off = false;
let context: RouteContext = { route: null, remote: null, path: '/' };

function note(item: Noted): void {
  if (off) return;
  try {
    if (sink) sink.note(item);
    else if (early.length < EARLY_LIMIT) early.push(item);
  } catch {
    // Field data never breaks the page it measures.
  }
}

/** Where the user is now (the shell, on every route it matches or fails to match). */
export function currentContext(): RouteContext {
  return context;
}

/**
 * An error the shell caught. `remote` (and `release`) when the caller knows whose it is (a remote's
 * boundary, load or refusal); otherwise the route's owner is used.
 */
export function reportError(source: ErrorSource, error: unknown, remote?: string | null, release?: string | null): void {
  note({ kind: 'error', source, error, context, remote, release, at: Date.now() });
}

/**
 * The shell's route: the pattern it matched and its owner ('host' for its own routes), or null while
 * nothing matches; `path` without the query. A matched route is a page shown (a view).
 */
export function noteRoute(route: string | null, owner: string | null, path: string): void {
  const remote = owner === 'host' ? null : owner;
  if (context.route === route && context.remote === remote && context.path === path) return;
  context = { route, remote, path };
  if (route !== null) note({ kind: 'view', context, at: Date.now() });
}

const onRejection = (event: PromiseRejectionEvent) => reportError('unhandled-rejection', event.reason);
const onError = (event: ErrorEvent) => reportError('unhandled-rejection', event.error ?? event.message);

function stop(): void {
  off = true;
  early = [];
  window.removeEventListener('unhandledrejection', onRejection);
  window.removeEventListener('error', onError);
}

/** A uniform number in [0, 1). */
function randomUnit(): number {
  return window.crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/** Whether this page session sends: decided once (sessionStorage); a rate of 0 is off and 1 is on whatever was decided. */
export function isSampled(rate: number, random: () => number = randomUnit): boolean {
  if (rate <= 0) return false;
  if (rate >= 1) return true;
  const decided = readSession(SAMPLED_KEY);
  if (decided === '1' || decided === '0') return decided === '1';
  const sampled = random() < rate;
  writeSession(SAMPLED_KEY, sampled ? '1' : '0');
  return sampled;
}

/** Once the page has loaded and the browser is idle: after the first render and its reads. */
function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 3_000 }) : setTimeout(resolve, 0));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

type LoadRecorder = () => Promise<Pick<typeof import('./recorder'), 'startRecorder'>>;
type LoadVitals = () => Promise<Pick<typeof import('./vitals'), 'VITALS'>>;

/**
 * Listens for unhandled rejections and uncaught errors at once; once the runtime config is in
 * (`configured`: start-up's, never asked for sooner), starts the recorder if this session is sampled and
 * hands it what was kept, so a page left as soon as it shows still sends its view and errors; after
 * load and idle, web-vitals. Not sampled (or the recorder's chunk fails): everything stops.
 */
export async function startTelemetry(
  configured: Promise<TelemetryConfig>,
  // Start-up code, not a chunk: a chunk fetched beside the remote's code delayed a deep link's LCP
  // (the bench's bill list, 3.40 s against 3.10 s), and one fetched after idle lost the pages left at once.
  load: LoadRecorder = async () => ({ startRecorder }),
  ready: () => Promise<void> = afterLoadAndIdle,
  loadVitals: LoadVitals = () => import(/* webpackChunkName: "telemetry-vitals" */ './vitals'),
): Promise<void> {
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('error', onError);
  let recorder: Recorder;
  try {
    const config = await configured;
    if (!isSampled((config.telemetry ?? TELEMETRY_OFF).sampleRate)) return stop();
    const { startRecorder } = await load();
    recorder = startRecorder(config, currentContext);
    const kept = early;
    early = [];
    sink = recorder;
    for (const item of kept) note(item);
  } catch {
    return stop();
  }
  try {
    await ready();
    recorder.watchVitals((await loadVitals()).VITALS);
  } catch {
    // No metrics (the chunk failed): the views and errors still go.
  }
}

/** Test seam: a fresh page. */
export function resetTelemetry(): void {
  stop();
  off = false;
  sink = null;
  context = { route: null, remote: null, path: '/' };
}
