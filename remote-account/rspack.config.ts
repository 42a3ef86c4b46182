import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../rspack.config.base';
import { appByName } from '../scripts/apps';

export default createAppConfig({
  name: 'account',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: appByName('account').port,
  exposes: { './routes': './src/routes.tsx' },
});
