import { API_PATHS, handoffCodeBody, handoffRedeemBody, handoffRedeemData, partnerHandoffData } from '@credit/shared/api';
import { hmacSha256, serverSecret, sha256 } from '../../lib/crypto';
import { failWithMessage } from '../../lib/errors';
import { mask } from '../../lib/mask';
import { defineRoute, type RouteDef } from '../../lib/route';
import { HANDOFF_URL_CODE_TTL_MS, issueHandoffCode, spendHandoffCode } from '../account';
import { handoffTargetOf } from './targets';

/** The sandbox's own words (spec 8 has none for a partner's refused code). */
export const HANDOFF_MESSAGES = {
  codeInvalid: '授权已失效，请返回重新进入',
};

/**
 * Hand-offs to a configured partner (ADR 050): a tile or menu item with urlType url. The app asks a
 * code for the page it is about to open; only a configured partner origin gets one, bound to the
 * caller's session and the page (origin and path), 60 s, single use. The partner's server redeems it.
 */
export const handoffRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.handoff.code,
    tag: 'handoff',
    summary: 'A one-time code (60 s) for a configured partner page (origin and path); null for any other target, which opens without credentials',
    auth: 'user',
    body: handoffCodeBody,
    data: partnerHandoffData,
    handler: ({ body, token, ctx }) => {
      const target = handoffTargetOf(ctx, body.target);
      return { code: target === undefined ? null : issueHandoffCode(ctx, sha256(token!), 'partner', HANDOFF_URL_CODE_TTL_MS, target) };
    },
  }),
  defineRoute({
    path: API_PATHS.handoff.redeem,
    tag: 'handoff',
    summary: 'The partner redeems a code once (server to server) for the page it was issued for: its own id for the user, the mobile masked',
    auth: 'none',
    body: handoffRedeemBody,
    data: handoffRedeemData,
    handler: ({ body, user, token, ctx }) => {
      const target = handoffTargetOf(ctx, body.target);
      // Spent by this try whatever follows: a code that reached the wrong hands gets one attempt.
      const opened = spendHandoffCode(ctx, body.code, 'partner', target ?? null);
      if (!opened) return failWithMessage(HANDOFF_MESSAGES.codeInvalid);
      // Presented in a live session, the code must be that session's: one user's code never opens in another's.
      if (user && sha256(token!) !== opened.session.token_hash) return failWithMessage(HANDOFF_MESSAGES.codeInvalid);
      const origin = new URL(target!).origin;
      return { partnerUserId: hmacSha256(serverSecret(ctx), `handoff:${origin}:${opened.user.id}`).slice(0, 32), mobile: mask(opened.user.mobile) };
    },
  }),
];
