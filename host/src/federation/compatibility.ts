import { describeUnmet, needsOfManifest, unmetNeeds, type Gives } from '@credit/shared';

/**
 * A remote runs only against a host that gives what it was built for (issue 38, ADR 049). Its manifest,
 * checked against its pin (ADR 043), names each shared singleton it needs: the range it requires and the
 * version it was built with. The host gives one version of each, fixed at its build. A remote that needs
 * another (another major, a newer minor, a singleton the host no longer shares) is refused before any of
 * its code runs, as a file that fails its integrity is: the remote's fallback shows, the rest of the app
 * works, and the refusal is reported.
 */

/** What this host gives its remotes: each shared singleton's version (rspack.config.base.ts providedVersions, built in). */
export const HOST_GIVES: Gives = JSON.parse(process.env.CREDIT_PROVIDES ?? '{}') as Gives;

/** The event the tracking context reports an incompatible remote with (its detail: `<remote>@<version>`). */
export const REMOTE_COMPATIBILITY_EVENT = 'remoteCompatibility';

/** Why a remote whose (checked) manifest is `manifest` cannot run on a host giving `gives`; null when it can. */
export function incompatibility(manifest: unknown, gives: Gives = HOST_GIVES): string | null {
  const needs = needsOfManifest(manifest);
  if (!needs) return 'its manifest records no shared versions it needs (ADR 049)';
  const unmet = unmetNeeds(needs, gives);
  return unmet.length === 0 ? null : `incompatible with this host: needs ${describeUnmet(unmet)} (ADR 049)`;
}
