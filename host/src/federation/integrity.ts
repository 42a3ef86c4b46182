import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { trackEvent, type Gives } from '@credit/shared';
import { HOST_GIVES, incompatibility, REMOTE_COMPATIBILITY_EVENT } from './compatibility';
import { reportError } from '../telemetry/stub';

/**
 * A remote's code runs only if it is the code its release pinned (ADR 043). The runtime config pins
 * each remote's manifest by SHA-384; the manifest, checked against that pin, names the SHA-384 of every
 * script and stylesheet the remote has; each of them is loaded with its integrity, so the browser
 * refuses a changed byte. The remote's own runtime loads its chunks with the hashes built into its
 * entry (rspack's SubresourceIntegrityPlugin), and the entry is checked here. Anything unpinned,
 * unlisted or different fails closed: the remote is not run and shows its fallback with a retry.
 */

/** A pin as the runtime config gives it (host/src/federation/runtimeConfig.ts). */
export interface PinnedRemote {
  name: string;
  manifest: string;
  integrity: string;
  version: string;
}

/** An SRI string of SHA-384, the only kind a pin or a manifest may use. */
export const SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;

/** A digest no file has: a script or stylesheet with no recorded integrity gets it, and the browser refuses it. */
export const REFUSED_INTEGRITY = `sha384-${'A'.repeat(64)}`;

/** The event the tracking context reports a refused remote with (its detail: `<remote>@<version>`). */
export const REMOTE_INTEGRITY_EVENT = 'remoteIntegrity';

const pinsByManifest = new Map<string, PinnedRemote>();
/** Each file of a checked manifest (absolute URL) and its SRI. */
const fileIntegrity = new Map<string, string>();
const reported = new Set<string>();

const absolute = (url: string) => new URL(url, window.location.href).href;
/** The folder of a release: every file a manifest names sits beside it. */
const folderOf = (manifestUrl: string) => new URL('.', absolute(manifestUrl)).href;

/** The pinned remotes whose files may load (replaces the previous pins: a new runtime config). */
export function setPins(pins: readonly PinnedRemote[]): void {
  pinsByManifest.clear();
  fileIntegrity.clear();
  for (const pin of pins) pinsByManifest.set(absolute(pin.manifest), pin);
}

/** The pinned remote a URL belongs to (by its release folder), if any. */
export function remoteOf(url: string): PinnedRemote | undefined {
  const href = absolute(url);
  for (const pin of pinsByManifest.values()) if (href.startsWith(folderOf(pin.manifest))) return pin;
  return undefined;
}

/**
 * Says, once per remote and version, that it was refused: in the console and on the next call's
 * tracking context (`event`: its integrity, else its compatibility, ADR 049), and in the field data
 * (ADR 061). `what` is the file or the reason (never a user's data).
 */
export function reportRefused(remote: Pick<PinnedRemote, 'name' | 'version'>, what: string, event = REMOTE_INTEGRITY_EVENT): void {
  const key = `${remote.name}@${remote.version}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`remote ${key} refused: ${what} (ADR 043); its pages show their fallback`);
  trackEvent(event, key);
  // And in the field data (ADR 061), with the release refused (none for an unpinned one).
  reportError('remote-refused', `${event} refused: ${what}`, remote.name, remote.version === 'unpinned' ? undefined : remote.version);
}

/**
 * Whether a load that failed failed its integrity, not the network: the file is fetched again, without
 * running it, and its digest compared. Without WebCrypto (a non-secure origin) it cannot tell: no.
 */
export async function failsIntegrity(url: string, expected: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  if (!globalThis.crypto?.subtle) return false;
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) return false;
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-384', await response.arrayBuffer()));
    return `sha384-${btoa(String.fromCharCode(...digest))}` !== expected;
  } catch {
    return false;
  }
}

/**
 * The manifest of a pinned remote, fetched with the pinned integrity (the browser checks it; the
 * first-paint script's preload carries the same, so it is one download). Its file list is recorded
 * for the scripts that follow. A manifest without one is refused, and so is a remote this host does not
 * give what it needs (`gives`, ADR 049): nothing of it is loaded.
 */
export async function fetchPinnedManifest(url: string, fetchImpl: typeof fetch = fetch, gives: Gives = HOST_GIVES): Promise<Response> {
  const pin = pinsByManifest.get(absolute(url));
  if (!pin) throw new Error(`${url} is not pinned in the runtime config`);
  let response: Response;
  try {
    response = await fetchImpl(url, { integrity: pin.integrity });
  } catch (error) {
    if (await failsIntegrity(url, pin.integrity, fetchImpl)) reportRefused(pin, `${url} does not match its pinned integrity`);
    throw error;
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  const manifest = JSON.parse(text) as { integrity?: unknown };
  const files = manifest.integrity;
  if (typeof files !== 'object' || files === null) {
    reportRefused(pin, `${url} records no integrity`);
    throw new Error(`${url} records no integrity`);
  }
  const incompatible = incompatibility(manifest, gives);
  if (incompatible) {
    reportRefused(pin, incompatible, REMOTE_COMPATIBILITY_EVENT);
    throw new Error(`${pin.name}@${pin.version} refused: ${incompatible}`);
  }
  for (const [name, value] of Object.entries(files)) {
    if (typeof value === 'string' && SHA384.test(value)) fileIntegrity.set(new URL(name, absolute(url)).href, value);
  }
  return new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** The integrity a remote's file loads with: the checked manifest's, else one no file has (and the refusal reported). */
export function integrityOf(url: string): string {
  const known = fileIntegrity.get(absolute(url));
  if (known) return known;
  const remote = remoteOf(url);
  reportRefused(remote ?? { name: new URL(absolute(url)).host, version: 'unpinned' }, `${url} is not in its checked manifest`);
  return REFUSED_INTEGRITY;
}

/**
 * A script or stylesheet element for a remote's file: its integrity (integrityOf), CORS mode, and the
 * loader's other attributes.
 */
function checkedElement<K extends 'script' | 'link'>(tag: K, url: string, attrs: Record<string, unknown> | undefined): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.crossOrigin = 'anonymous';
  element.integrity = integrityOf(url);
  if (element instanceof HTMLScriptElement) element.src = url;
  else element.href = url;
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (name === 'async' || name === 'defer') (element as unknown as Record<string, unknown>)[name] = value;
    else if (!element.hasAttribute(name) && name !== 'integrity' && name !== 'crossorigin') element.setAttribute(name, String(value));
  }
  return element;
}

/** The federation runtime's loads, each with its integrity: the manifest by its pin, scripts and stylesheets by the manifest. */
export const integrityPlugin: () => ModuleFederationRuntimePlugin = () => ({
  name: 'credit-remote-integrity',
  fetch: (url) => fetchPinnedManifest(url),
  createScript: ({ url, attrs }) => checkedElement('script', url, attrs),
  createLink: ({ url, attrs }) => checkedElement('link', url, attrs),
});

/** The remote files the browser refused on this page, for a retry to fetch again. */
const refusedFiles = new Set<string>();

/**
 * Before a retry: each refused file fetched again past the cache, which keeps the answer. A chunk is
 * cached for a year under its name, and the browser keeps the bytes it refused there, so once the
 * origin serves the right ones again every retry would still load the wrong ones from the cache.
 */
export async function refreshRefusedFiles(fetchImpl: typeof fetch = fetch): Promise<void> {
  const urls = [...refusedFiles];
  refusedFiles.clear();
  await Promise.all(urls.map((url) => fetchImpl(url, { cache: 'reload' }).then((response) => response.arrayBuffer(), () => undefined)));
}

/**
 * Reports a remote's script or stylesheet the browser refused: the remote's own runtime loads its chunks
 * (with their built-in hashes), so their failures are seen here, at the window, as they happen.
 */
export function watchRefusedFiles(): void {
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLScriptElement || target instanceof HTMLLinkElement) || !target.integrity) return;
      const url = target instanceof HTMLScriptElement ? target.src : target.href;
      const expected = target.integrity;
      const remote = remoteOf(url);
      if (!remote) return;
      void failsIntegrity(url, expected).then((refused) => {
        if (!refused) return;
        refusedFiles.add(url);
        reportRefused(remote, `${url} does not match its integrity`);
      });
    },
    true,
  );
}
