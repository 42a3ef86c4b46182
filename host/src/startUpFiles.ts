// No imports: index.ts, the async boundary, reads this before any shared module may load.

/** The meta element in index.html where the build names the host's start-up files (host/rspack.config.ts). */
export const START_UP_FILES_META = 'start-up-files';

/** The meta element naming the host's entry script (main.js, the federation runtime), which index.html's first-paint script starts (scripts/firstPaint.ts, ADR 064). */
export const HOST_ENTRY_META = 'host-entry';

/** The host's start-up files as index.html names them: the libraries' chunks, then the app chunk. */
export function startUpFiles(): string[] {
  return document.querySelector<HTMLMetaElement>(`meta[name="${START_UP_FILES_META}"]`)?.content.split(' ').filter(Boolean) ?? [];
}
