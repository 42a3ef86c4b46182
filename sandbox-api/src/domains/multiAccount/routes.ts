import {
  API_PATHS, multiAccountConfirmBody, multiAccountConfirmData, multiAccountInfoData, multiAccountSendSmsBody,
  multiAccountVerifyMobileBody, multiAccountVerifyMobileData, emptyBody, smsSendData,
} from '@credit/shared/api';
import { SMS_RESEND_SECONDS, SMS_SEND_WINDOW_MS } from '../../lib/catalogue';
import { bumpToday, countToday } from '../../lib/counterStore';
import { fail, failWithMessage, SERVER_MESSAGES } from '../../lib/errors';
import { mask } from '../../lib/mask';
import { defineRoute, type RouteDef } from '../../lib/route';
import { isUniqueViolation } from '../../lib/accountRules';
import { isRealNamed, userByMobile } from '../../lib/userStore';
import { normalizeCertId } from '../identity';
import { checkCode, sendCode } from '../sms';
import { mobileOfId, multiAccountInfo } from './service';
import { choiceOf, makeLoginMobile, saveChoice } from './store';

/** A verified choice stays good as long as one SMS send window. */
const CHOICE_TTL_MS = SMS_SEND_WINDOW_MS;

/** The multi-account mobile flow (spec 2.8): choose a bound mobile, prove it, confirm the identity. */
export const multiAccountRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.multiAccount.info,
    tag: 'multiAccount',
    summary: 'The mobiles bound to the account (masked), the login mobile first',
    auth: 'user',
    body: emptyBody,
    data: multiAccountInfoData,
    handler: ({ user, ctx }) => multiAccountInfo(ctx, user),
  }),
  defineRoute({
    path: API_PATHS.multiAccount.sendSms,
    tag: 'multiAccount',
    summary: 'Send a code of type "temp" to the chosen bound mobile (the client only knows its mask)',
    auth: 'user',
    clientLimit: 'smsSend',
    body: multiAccountSendSmsBody,
    data: smsSendData,
    handler: ({ body, user, ctx }) => {
      const mobile = mobileOfId(ctx, user, body.mobileId) ?? fail(1004);
      sendCode(ctx, mobile, 'temp', { user });
      return { expireSeconds: Math.round(ctx.opts.smsTtlMs / 1000), resendSeconds: SMS_RESEND_SECONDS };
    },
  }),
  defineRoute({
    path: API_PATHS.multiAccount.verifyMobile,
    tag: 'multiAccount',
    summary: 'Check the code of the chosen mobile and keep the choice for identity confirmation',
    auth: 'user',
    body: multiAccountVerifyMobileBody,
    data: multiAccountVerifyMobileData,
    handler: ({ body, user, ctx }) => {
      const mobile = mobileOfId(ctx, user, body.mobileId) ?? fail(1004);
      checkCode(ctx, mobile, 'temp', body.code, true, { user });
      saveChoice(ctx, user.id, mobile);
      return { mobileMask: mask(mobile) };
    },
  }),
  defineRoute({
    path: API_PATHS.multiAccount.confirm,
    tag: 'multiAccount',
    summary: "Confirm the account's name and ID number: the verified mobile becomes the login mobile, the others are released",
    auth: 'user',
    once: true,
    body: multiAccountConfirmBody,
    data: multiAccountConfirmData,
    handler: ({ body, user, ctx }) => {
      const choice = choiceOf(ctx, user.id);
      if (!choice || choice.verified_at <= ctx.clock.now() - CHOICE_TTL_MS) failWithMessage(SERVER_MESSAGES.verifyMobileFirst);
      if (!isRealNamed(user)) fail(1000);
      // Same daily cap as the real-name pages: each check is an identity query.
      const key = `realname:${user.id}`;
      if (countToday(ctx, key) >= ctx.opts.realNameDailyLimit) fail(2013);
      bumpToday(ctx, key);
      if (user.name !== body.name || user.cert_id !== normalizeCertId(body.certId)) fail(3000);
      if (choice.mobile !== user.mobile && userByMobile(ctx, choice.mobile)) failWithMessage(SERVER_MESSAGES.mobileTaken);
      try {
        makeLoginMobile(ctx, user.id, choice.mobile);
      } catch (err) {
        if (isUniqueViolation(err)) failWithMessage(SERVER_MESSAGES.mobileTaken);
        throw err;
      }
      return { loginMobile: mask(choice.mobile) };
    },
  }),
];
