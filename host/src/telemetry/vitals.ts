import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import type { VitalName } from './contract';
import type { Reporter } from './recorder';

/** web-vitals' reporters (ADR 061): a chunk of their own, loaded after the page's load and first idle time. */
export const VITALS: Record<VitalName, Reporter> = { LCP: onLCP, INP: onINP, CLS: onCLS, TTFB: onTTFB };
