import type { DomainFace } from './lib/face';
import { face as account } from './domains/account';
import { face as bankCard } from './domains/bankCard';
import { face as content } from './domains/content';
import { face as contentConfig } from './domains/contentConfig';
import { face as credit } from './domains/credit';
import { face as creditLife } from './domains/creditLife';
import { face as custody } from './domains/custody';
import { face as customer } from './domains/customer';
import { face as dicdata } from './domains/dicdata';
import { face as fingerprintPay } from './domains/fingerprintPay';
import { face as handoff } from './domains/handoff';
import { face as identity } from './domains/identity';
import { face as loan } from './domains/loan';
import { face as market } from './domains/market';
import { face as multiAccount } from './domains/multiAccount';
import { face as oneCard } from './domains/oneCard';
import { face as quota } from './domains/quota';
import { face as repay } from './domains/repay';
import { face as settings } from './domains/settings';
import { face as sms } from './domains/sms';
import { face as sys } from './domains/sys';
import { face as telemetry } from './domains/telemetry';
import { face as withdraw } from './domains/withdraw';

/**
 * Every domain's face, in the order their routes are listed (the OpenAPI document's order): the server
 * registers their routes, pages and openings, the seed runner runs their seeds.
 */
export const FACES: readonly DomainFace[] = [
  sms, account, identity, oneCard, customer, dicdata, bankCard, sys, content, settings, multiAccount,
  loan, repay, withdraw, custody, fingerprintPay, credit, market, quota, handoff, creditLife, contentConfig, telemetry,
].map((face) => face());
