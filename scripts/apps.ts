/** Every deployable app, its folder and its port (one origin each), in one place. */
export interface AppInfo {
  /** Federation container name. */
  name: 'host' | 'account' | 'loan' | 'repay' | 'market';
  dir: string;
  port: number;
}

export const APPS: readonly AppInfo[] = [
  { name: 'host', dir: 'host', port: 8080 },
  { name: 'account', dir: 'remote-account', port: 8081 },
  { name: 'loan', dir: 'remote-loan', port: 8082 },
  { name: 'repay', dir: 'remote-repay', port: 8083 },
  { name: 'market', dir: 'remote-market', port: 8084 },
];

export const REMOTES = APPS.filter((app) => app.name !== 'host');

export const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 8090);

export function appByName(name: AppInfo['name']): AppInfo {
  const app = APPS.find((a) => a.name === name);
  if (!app) throw new Error(`unknown app ${name}`);
  return app;
}
