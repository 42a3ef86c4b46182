import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Subresource integrity of a remote's release (ADR 043). The build records every file's SHA-384 in the
 * remote's manifest; a release pins the manifest's own SHA-384 in the host's runtime config. The host
 * then checks the manifest against the pin, and every script and stylesheet against the manifest.
 */

/** The SRI string of some bytes: `sha384-<base64>`, as browsers check it. */
export function sri(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

export const MANIFEST_FILE = 'mf-manifest.json';

/** What a remote's code is made of: every script and stylesheet of a build (its precompressed copies are the same bytes). */
const CODE_FILE = /\.(js|css)$/;

/** Each code file of a build folder and its SRI, by name relative to the manifest. */
export function codeIntegrity(dist: string): Record<string, string> {
  const files = fs.readdirSync(dist).filter((name) => CODE_FILE.test(name) && fs.statSync(path.join(dist, name)).isFile()).sort();
  return Object.fromEntries(files.map((name) => [name, sri(fs.readFileSync(path.join(dist, name)))]));
}

/**
 * Adds `integrity` (file name → SRI of every script and stylesheet the remote can load, its entry
 * included) to the build's manifest. Run after the build and before anything hashes the manifest.
 */
export function writeManifestIntegrity(dist: string): void {
  const file = path.join(dist, MANIFEST_FILE);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  manifest.integrity = codeIntegrity(dist);
  fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
}

/** A remote as the runtime config pins it: where its manifest is, the manifest's SRI, and a version to report. */
export interface RemotePin {
  manifest: string;
  integrity: string;
  version: string;
}

/**
 * The pin of a release folder served at `manifestUrl`: the SRI of the manifest's bytes as they are in
 * the folder (the bytes the origin must serve), and its version (`version`, else the build's version).
 */
export function pinRelease(dist: string, manifestUrl: string, version?: string): RemotePin {
  const bytes = fs.readFileSync(path.join(dist, MANIFEST_FILE));
  const manifest = JSON.parse(bytes.toString('utf8')) as { integrity?: unknown; metaData?: { buildInfo?: { buildVersion?: string } } };
  if (typeof manifest.integrity !== 'object' || manifest.integrity === null) {
    throw new Error(`${path.join(dist, MANIFEST_FILE)} records no integrity: build it with npm run build`);
  }
  return { manifest: manifestUrl, integrity: sri(bytes), version: version ?? manifest.metaData?.buildInfo?.buildVersion ?? 'unknown' };
}

/** The SRI of each of `urls` (files of the release in `dist`, served beside `manifestUrl`), for the first-paint script's preloads. */
export function preloadIntegrity(dist: string, manifestUrl: string, urls: readonly string[]): Record<string, string> {
  const base = new URL('.', manifestUrl).toString();
  const out: Record<string, string> = {};
  for (const url of urls) {
    if (!url.startsWith(base)) continue;
    const file = path.join(dist, decodeURIComponent(url.slice(base.length)));
    if (fs.existsSync(file)) out[url] = sri(fs.readFileSync(file));
  }
  return out;
}
