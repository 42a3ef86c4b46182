import type { FastifyBaseLogger } from 'fastify';
import { SANDBOX_CLOCK_MAX_DAYS } from '@credit/shared/api';
import { DAY_MS } from '@credit/shared/money';
import { CHINA_UTC_OFFSET_MS } from '@credit/shared/rules';
import { DEFAULT_HIGHEST_BORROW_FEN, type Creditor, type TransactionItem } from '@credit/shared/api';
import { readMeta, writeMeta } from './db/meta';
import type { Db } from './db/open';
import type { UserRow } from './db/rows';
import { checkedPricing, DEFAULT_PRICING, type Pricing } from './pricing';

/** scrypt cost: 2^14 in production (about 30-50 ms a hash); tests lower it through ServerOptions. */
export const DEFAULT_SCRYPT_COST = 16384;

export interface ServerOptions {
  dbPath: string;
  /** Test hooks under /api/__sandbox/ (SMS outbox, reset, clock...): off unless a caller turns them on. */
  hooks?: boolean;
  /** Wall clock, epoch ms; tests inject one. */
  now?: () => number;
  logger?: boolean;
  /** Where the log goes when `logger` is on (stdout by default); tests read it. */
  logStream?: NodeJS.WritableStream;
  /** scrypt N; tests lower it to stay fast. */
  scryptCost?: number;
  /** Limit granted when the card is opened, fen; clamped to the spec maximum (200000 yuan). */
  creditLimitFen?: number;
  /**
   * Origins (scheme, host and port) the activation page may return to and LoginRedirect may hand a
   * token to; default the host app on localhost and 127.0.0.1, port 8080.
   */
  returnOrigins?: readonly string[];
  /**
   * Partner origins (scheme, host and port) a tile or menu item with urlType url may hand a one-time code
   * to (ADR 050); any other external target opens without credentials. None by default.
   */
  handoffOrigins?: readonly string[];
  sessionTtlMs?: number;
  smsTtlMs?: number;
  /** Real-name verification attempts a user may make per day. */
  realNameDailyLimit?: number;
  /** Wrong old passwords (login or deal) per day before 2016. */
  passwordDailyLimit?: number;
  bodyLimit?: number;
  /**
   * The proxy's addresses or CIDRs, comma-separated (Fastify's trustProxy): a request from one of them
   * takes the client's address from X-Forwarded-For, so the per-client limits count each client, not the
   * proxy; from any other peer the header is ignored. Off by default; never "any hop" (trustProxyOf).
   */
  trustProxy?: string;
  /** The per-client-address limits (lib/clientLimits.ts; on by default). The bench turns them off to measure throughput. */
  clientLimits?: boolean;
  /** Check every answer against the contract's data schema (on by default; answers 0 on a mismatch). */
  checkResponses?: boolean;
  /** Loan pricing (rates in ppm); refused at start-up when an offered loan's APR would exceed 24 %. */
  pricing?: Pricing;
  /** How long a submitted loan waits before it is paid out (wall clock), so result pages can poll. */
  disburseDelayMs?: number;
  /** How long an authentication item or a quota application stays 认证中 / processing (business clock). */
  creditDelayMs?: number;
}

export type ResolvedOptions = Required<Omit<ServerOptions, 'now' | 'logStream'>>;

export function resolveOptions(o: ServerOptions): ResolvedOptions {
  return {
    dbPath: o.dbPath,
    hooks: o.hooks ?? false,
    logger: o.logger ?? false,
    scryptCost: o.scryptCost ?? DEFAULT_SCRYPT_COST,
    creditLimitFen: Math.min(Math.max(0, Math.trunc(o.creditLimitFen ?? 5_000_000)), DEFAULT_HIGHEST_BORROW_FEN),
    returnOrigins: (o.returnOrigins ?? DEFAULT_RETURN_ORIGINS).map((entry) => originOf(entry, 'return origin')),
    handoffOrigins: (o.handoffOrigins ?? []).map((entry) => originOf(entry, 'hand-off origin')),
    sessionTtlMs: o.sessionTtlMs ?? 7 * 24 * 3600 * 1000,
    smsTtlMs: o.smsTtlMs ?? 5 * 60 * 1000,
    realNameDailyLimit: o.realNameDailyLimit ?? 5,
    passwordDailyLimit: o.passwordDailyLimit ?? 5,
    bodyLimit: o.bodyLimit ?? 32 * 1024,
    checkResponses: o.checkResponses ?? true,
    trustProxy: o.trustProxy ?? '',
    clientLimits: o.clientLimits ?? true,
    pricing: checkedPricing(o.pricing ?? DEFAULT_PRICING),
    disburseDelayMs: Math.max(0, o.disburseDelayMs ?? 3000),
    creditDelayMs: Math.max(0, o.creditDelayMs ?? 1500),
  };
}

/**
 * SANDBOX_TRUST_PROXY: the proxy's addresses or CIDRs, comma-separated (unset or `false`: none). `true`
 * (trust any hop) is refused: any client could then name its own address in X-Forwarded-For and get a
 * fresh per-client budget with each request.
 */
export function trustProxyOf(value: string | undefined): string | undefined {
  if (!value || value === 'false') return undefined;
  if (value.trim() === 'true') throw new Error('SANDBOX_TRUST_PROXY=true would trust X-Forwarded-For from any peer: name the proxy\'s addresses (comma-separated), as docker-compose.yml does');
  return value;
}

const DEFAULT_RETURN_ORIGINS = ['http://localhost:8080', 'http://127.0.0.1:8080'];

/** The origin an allowed-return (or hand-off) entry names, or a start-up error: `localhost` alone allows no port. */
function originOf(entry: string, what: string): string {
  let url: URL | undefined;
  try {
    url = new URL(entry);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.replace(/\/$/, '')) {
    throw new Error(`${what} "${entry}" is not an origin like http://localhost:8080`);
  }
  return url.origin;
}

const isValidOffset = (days: number): boolean => Number.isInteger(days) && days >= 0 && days <= SANDBOX_CLOCK_MAX_DAYS;

/**
 * Two clocks: the wall clock runs sessions (moving business days for overdue bills must not log the
 * e2e user out); the business clock (wall clock plus the hook's day offset) runs every rule.
 */
export class Clock {
  private offsetDays: number;
  constructor(
    private readonly db: Db,
    readonly wallNow: () => number,
  ) {
    const value = readMeta(db, 'clock_offset_days');
    // An offset the hook could not have set (an older sandbox had no bound) is not trusted.
    this.offsetDays = value !== undefined && isValidOffset(Number(value)) ? Number(value) : 0;
  }
  now(): number {
    return this.wallNow() + this.offsetDays * DAY_MS;
  }
  /** YYYY-MM-DD of the business clock in CST. */
  day(): string {
    return this.dayOf(this.now());
  }
  /** YYYY-MM-DD in CST of a moment (epoch ms), as business days are counted. */
  dayOf(ms: number): string {
    return new Date(ms + CHINA_UTC_OFFSET_MS).toISOString().slice(0, 10);
  }
  get offset(): number {
    return this.offsetDays;
  }
  advance(days: number): void {
    this.setOffset(this.offsetDays + days);
  }
  setOffset(days: number): void {
    if (!isValidOffset(days)) throw new RangeError(`clock offset must be a whole number of days from 0 to ${SANDBOX_CLOCK_MAX_DAYS}`);
    this.offsetDays = days;
    writeMeta(this.db, 'clock_offset_days', String(days));
  }
}

export interface AppContext {
  db: Db;
  opts: ResolvedOptions;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The cross-domain effects of a money movement (domains/effects.ts), lent to the domains. */
  effects: Effects;
  /** The writers of a domain lent to a domain below it (domains/crossings.ts). */
  crossings: Crossings;
}

type Outcome = TransactionItem['status'];

/**
 * The ports (ADR 044): domains/effects.ts and domains/crossings.ts sit above the domains and import them,
 * so a domain reaches them only through its context, filled once by server.ts (ports.ts). The types are
 * declared here, the layer every domain already imports, and name no domain type.
 */
export interface Effects {
  loanPaidOut(ctx: AppContext, o: { id: number; user_id: number; order_no: string; principal_fen: number }, cardTitle: string, at: number): void;
  custodyLoanPaidIn(ctx: AppContext, o: { id: number; user_id: number; order_no: string; principal_fen: number }, at: number): void;
  custodyWithdrawalMade(ctx: AppContext, userId: number, w: { withdrawNo: string; amountFen: number; status: Outcome }): void;
  custodyWithdrawalSettled(ctx: AppContext, withdrawNo: string, status: Outcome): void;
  creditInviter(ctx: AppContext, friendId: number): void;
  inviteRewardVested(ctx: AppContext, friendId: number): void;
  repaymentPaid(
    ctx: AppContext,
    userId: number,
    share: { orderId: number; creditor: Creditor['role']; repayNo: string; title: string; at: number; principalFen: number; interestFen: number; feeFen: number; penaltyFen: number },
  ): void;
  repaymentRefunded(ctx: AppContext, userId: number, r: { repayNo: string; refundNo: string; orderId: number; amountFen: number; title: string; reason: string; at: number }): void;
  withdrawalMade(ctx: AppContext, userId: number, w: { withdrawNo: string; amountFen: number; status: Outcome }): void;
  withdrawalSettled(ctx: AppContext, withdrawNo: string, status: Outcome): void;
  topUpCharged(ctx: AppContext, userId: number, t: { rechargeNo: string; priceFen: number; title: string; status: Outcome }): void;
  topUpSettled(ctx: AppContext, rechargeNo: string, status: Outcome): void;
  refundPaid(ctx: AppContext, userId: number, r: { refundNo: string; orderId: number; amountFen: number; title: string; at: number }): void;
  rewardCredited(ctx: AppContext, userId: number, r: { amountFen: number; title: string; at?: number }): void;
  grantRedPacket(ctx: AppContext, userId: number, p: { title: string; amountFen: number; limitFen: number; expiresDay: string }): void;
  shopInstalmentLent(ctx: AppContext, userId: number, s: { loanOrderId: number; loanOrderNo: string; shopOrderNo: string; amountFen: number; title: string }): void;
  shopPaidAtOnce(ctx: AppContext, userId: number, s: { from: 'card' | 'custody'; shopOrderNo: string; amountFen: number; title: string }): void;
  shopRefunded(
    ctx: AppContext,
    userId: number,
    r: { to: 'card' | 'custody'; shopOrderNo: string; amountFen: number; title: string; loan?: { orderId: number; orderNo: string; unpaidPrincipalFen: number } },
  ): void;
}

/**
 * What a domain is lent by a domain above it (domains/crossings.ts): the writers, and the one read, whose
 * owner imports the borrower. A domain above the owner imports the writer from domains/crossings.ts.
 */
export interface Crossings {
  /** oneCard's opening, for bankCard's bind-and-open. */
  openAccount(ctx: AppContext, user: UserRow): UserRow;
  /** bankCard's and multiAccount's, for account's cancellation. */
  unbindAllCards(ctx: AppContext, userId: number, at: number): void;
  releaseExtraMobiles(ctx: AppContext, userId: number): void;
  /** custody's readiness (account open, card bound), for loan's custody-funded submission. */
  custodyReady(ctx: AppContext, userId: number): boolean;
  /**
   * repay's refund of what an undelivered instalment purchase's loan was paid beyond its principal (issue 40
   * item 5), for creditLife's failed delivery: a refunds row and its ledger row; answers the amount (0: none).
   */
  refundPurchaseCharges(ctx: AppContext, userId: number, loanOrderId: number): number;
}

/**
 * The context with its clock stopped at a past moment, so the demo seed makes its history through the
 * domains' own code. Seeding runs with no day offset (a fresh database, or a reset), so the moment is exact.
 */
export const contextAt = (ctx: AppContext, ms: number): AppContext => ({ ...ctx, clock: new Clock(ctx.db, () => ms) });
