import {
  API_PATHS, smsSendBody, smsSendData, smsValidateBody, smsValidateData, smsValidateTempBody, type SmsPurpose,
} from '@credit/shared/api';
import type { AppContext } from '../../context';
import { fail, failWithMessage, SERVER_MESSAGES, BizError } from '../../lib/errors';
import { providerAccountExistsMessage, SMS_RESEND_SECONDS } from '../../lib/catalogue';
import { defineRoute, type RouteDef } from '../../lib/route';
import { normalizeMobile, userByMobile, type UserRow } from '../../lib/userStore';
import { checkCode, sendCode } from './service';

/** Purposes about the user's own number need a session whose mobile it is. */
const OWN_MOBILE: ReadonlySet<SmsPurpose> = new Set(['tradePwd', 'cancel']);
const NEEDS_LOGIN: ReadonlySet<SmsPurpose> = new Set(['tradePwd', 'cancel', 'changeMobile', 'bindCard', 'temp', 'sign', 'custody']);

/** The checks a real server makes before spending an SMS. */
function assertMaySend(ctx: AppContext, mobile: string, purpose: SmsPurpose, user: UserRow | undefined): void {
  if (NEEDS_LOGIN.has(purpose) && !user) fail(1008);
  if (OWN_MOBILE.has(purpose) && user!.mobile !== mobile) fail(1004);
  const registered = userByMobile(ctx, mobile);
  if (purpose === 'regist' && registered) throw new BizError(2000, providerAccountExistsMessage(SERVER_MESSAGES.providerName));
  if (purpose === 'changeMobile' && registered) failWithMessage(SERVER_MESSAGES.mobileTaken);
  if ((purpose === 'login' || purpose === 'forgetPwd') && !registered) fail(2011);
}

const send = (path: string, summary: string) =>
  defineRoute({
    path,
    tag: 'sms',
    summary,
    auth: 'none',
    clientLimit: 'smsSend',
    body: smsSendBody,
    data: smsSendData,
    handler: ({ body, user, client, ctx }) => {
      const mobile = normalizeMobile(body.mobile);
      assertMaySend(ctx, mobile, body.type, user);
      sendCode(ctx, mobile, body.type, { user, client });
      return { expireSeconds: Math.round(ctx.opts.smsTtlMs / 1000), resendSeconds: SMS_RESEND_SECONDS };
    },
  });

export const smsRoutes: RouteDef[] = [
  send(API_PATHS.sms.send, 'Send a 6-digit code (3 sends in 10 minutes at most)'),
  send(API_PATHS.sms.webSend, 'Send a code from a web form (same rules)'),
  defineRoute({
    path: API_PATHS.sms.validate,
    tag: 'sms',
    summary: 'Check a code without spending it (the guarded call spends it)',
    auth: 'none',
    body: smsValidateBody,
    data: smsValidateData,
    handler: ({ body, user, client, ctx }) => {
      checkCode(ctx, normalizeMobile(body.mobile), body.type, body.code, false, { user, client });
      return { valid: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.sms.validateTemp,
    tag: 'sms',
    summary: 'Check a code sent with type "temp" to another number of the logged-in user',
    auth: 'user',
    body: smsValidateTempBody,
    data: smsValidateData,
    handler: ({ body, user, client, ctx }) => {
      checkCode(ctx, normalizeMobile(body.mobile), 'temp', body.code, true, { user, client });
      return { valid: true as const };
    },
  }),
];
