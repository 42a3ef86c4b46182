/** Every deployable app, its folder and its port (one origin each), in one place. */
export interface AppInfo {
  /** Federation container name. */
  name: 'host' | 'account' | 'loan' | 'repay' | 'market';
  dir: string;
  port: number;
}

/**
 * The host's port; the remotes take the next four and the sandbox API base + 10. `PORT_BASE` moves
 * the whole set, so two checkouts on one machine can run their suites side by side.
 */
export const PORT_BASE = Number(process.env.PORT_BASE ?? 8080);

export const APPS: readonly AppInfo[] = [
  { name: 'host', dir: 'host', port: PORT_BASE },
  { name: 'account', dir: 'remote-account', port: PORT_BASE + 1 },
  { name: 'loan', dir: 'remote-loan', port: PORT_BASE + 2 },
  { name: 'repay', dir: 'remote-repay', port: PORT_BASE + 3 },
  { name: 'market', dir: 'remote-market', port: PORT_BASE + 4 },
];

export const REMOTES = APPS.filter((app) => app.name !== 'host');

export const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? PORT_BASE + 10);

export function appByName(name: AppInfo['name']): AppInfo {
  const app = APPS.find((a) => a.name === name);
  if (!app) throw new Error(`unknown app ${name}`);
  return app;
}

/** A remote's route paths, written beside its manifest by the build (ADR 015). */
export const ROUTE_HINTS_FILE = 'routes.json';

/** What a host build gives its remotes (each shared singleton's version), written beside its index.html (ADR 049). */
export const PROVIDES_FILE = 'provides.json';
