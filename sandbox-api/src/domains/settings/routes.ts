import {
  API_PATHS, AUTHORIZATION_TITLES, authorizationCancelBody, authorizationInfoData, authorizationOpenBody,
  emptyBody, okData, transactionsBody, transactionsData, type AuthorizationItem,
} from '@credit/shared/api';
import type { AppContext } from '../../context';
import { failWithMessage } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { defineRoute, type RouteDef } from '../../lib/route';
import { hasOutstandingLoan } from '../../lib/userStore';
import { authorizationRows, cancelAuthorization, grantAuthorization, grantedAuthorization, type AuthorizationRow } from './store';
import { transactionPage } from './transactionStore';
import { creditReportOpen, SWITCH_MESSAGES } from '../sys';

const OK = { ok: true as const };

/** Server wording (40403) of this domain's refusals; spec 8 has no code for them. */
export const SETTINGS_MESSAGES = {
  authorizationNotFound: '授权不存在或已取消',
  autoDebitWithLoan: '您有未结清的借款，暂不能取消代扣授权',
} as const;

const authorizationAnswer = (r: AuthorizationRow): AuthorizationItem => ({
  id: r.id, kind: r.kind, title: AUTHORIZATION_TITLES[r.kind], status: r.status, grantedAt: r.granted_at, cancelledAt: r.cancelled_at,
});

/** Granted first, then the latest cancellation of each kind not granted again. */
function authorizationsOf(ctx: AppContext, userId: number): AuthorizationItem[] {
  const rows = authorizationRows(ctx, userId);
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r.kind) ? false : (seen.add(r.kind), true))).map(authorizationAnswer);
}

export const settingsRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.account.transactions,
    tag: 'account',
    summary: "The user's money movements (amounts in fen), newest first, paged (page from 1, pageSize up to 50)",
    auth: 'user',
    before: ['vestRewards'],
    body: transactionsBody,
    data: transactionsData,
    handler: ({ body, user, ctx }) => transactionPage(ctx, user.id, pageOf(body)),
  }),
  defineRoute({
    path: API_PATHS.authorization.open,
    tag: 'authorization',
    summary: 'Grant an authorisation (granting one already granted changes nothing)',
    auth: 'user',
    once: true,
    body: authorizationOpenBody,
    data: authorizationInfoData,
    handler: ({ body, user, ctx }) => {
      // The credit-report authorisation is granted only while creditReportSwitch is open (ADR 040).
      if (body.kind === 'creditQuery' && !creditReportOpen(ctx)) failWithMessage(SWITCH_MESSAGES.creditReportClosed);
      grantAuthorization(ctx, user.id, body.kind, ctx.clock.now());
      return { list: authorizationsOf(ctx, user.id) };
    },
  }),
  defineRoute({
    path: API_PATHS.authorization.info,
    tag: 'authorization',
    summary: "The user's authorisations: granted ones, and the latest cancellation of each kind",
    auth: 'user',
    body: emptyBody,
    data: authorizationInfoData,
    handler: ({ user, ctx }) => ({ list: authorizationsOf(ctx, user.id) }),
  }),
  defineRoute({
    path: API_PATHS.authorization.cancel,
    tag: 'authorization',
    summary: 'Cancel a granted authorisation; the auto-debit one stays while a loan is outstanding',
    auth: 'user',
    once: true,
    body: authorizationCancelBody,
    data: okData,
    handler: ({ body, user, ctx }) => {
      const row = grantedAuthorization(ctx, user.id, Number(body.id));
      if (!row) failWithMessage(SETTINGS_MESSAGES.authorizationNotFound);
      if (row.kind === 'autoDebit' && hasOutstandingLoan(ctx, user.id)) failWithMessage(SETTINGS_MESSAGES.autoDebitWithLoan);
      cancelAuthorization(ctx, row.id, ctx.clock.now());
      return OK;
    },
  }),
];
