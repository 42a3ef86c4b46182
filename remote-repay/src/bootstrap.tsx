import { renderStandalone } from '@credit/shared/standalone';
import { routes } from './routes';

// Only when this remote runs alone (npm run dev -w remote-repay); the host never loads this file.
renderStandalone('repay', routes);
