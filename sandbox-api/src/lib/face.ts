import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Openings, RouteDef } from './route';

/**
 * The demo's shared facts while it is seeded (docs/sandbox.md "Demo user"): the demo user and card made
 * first, then what one domain's seed leaves for a later one (the loan the repay domain repays).
 */
export interface DemoSeed {
  userId: number;
  cardId: number;
  /** The demo loan the loan domain's seed paid out to be repaid by the repay domain's seed. */
  settledOrderId?: number;
}

/** One step of the demo seed; the steps of every face run in `order` (the ledger's rows follow it). */
export interface SeedStep {
  order: number;
  run: (ctx: AppContext, demo: DemoSeed) => void;
}

/**
 * What a domain shows the server (its `index.ts` exports one): server.ts iterates over the faces
 * instead of importing each domain's files.
 */
export interface DomainFace {
  name: string;
  /** The API routes, in the order the OpenAPI document lists them. */
  routes?: readonly RouteDef[];
  /** Test hooks under /api/__sandbox/, registered only when the server's hooks are on. */
  hookRoutes?: readonly RouteDef[];
  /** Pages, scripts and files served outside the JSON envelope. */
  pages?: readonly ((app: FastifyInstance, ctx: AppContext) => void)[];
  /** The route openings this domain implements (lib/route.ts Opening). */
  openings?: Partial<Openings>;
  /** Its part of the demo seed. */
  seeds?: readonly SeedStep[];
}

/**
 * The order of the demo seed's steps across the faces: the loans, their repayments, the rewards (ledger
 * rows after the repayments'), then the market's history, the invited friends and the activities.
 */
export const SEED_ORDER = { loans: 10, repayments: 20, rewards: 30, market: 40, invitations: 50, activities: 60 } as const;
