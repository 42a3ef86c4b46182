import { renderStandalone } from '@credit/shared/standalone';
import { routes } from './routes';

// Only when this remote runs alone (npm run dev -w remote-loan); the host never loads this file.
renderStandalone('loan', routes);
