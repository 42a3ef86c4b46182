import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../rspack.config.base';
import { appByName } from '../scripts/apps';

export default createAppConfig({
  name: 'market',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: appByName('market').port,
  exposes: { './routes': './src/routes.tsx' },
});
