import {
  API_PATHS, authFansInfoBody, authFansInfoData, cancelAccountBody, cancelReasonData, changeMobileBody, changeMobileData,
  emptyBody, forgetPwdBody, loginBody, loginData, loginRedirectBody, loginRedirectData, modifyPwdBody, okData, registBody,
  unionLoginBody,
} from '@credit/shared/api';
import type { AppContext } from '../../context';
import { hashSecret, verifySecret } from '../../lib/crypto';
import { fail, failWithMessage, SERVER_MESSAGES } from '../../lib/errors';
import { mask } from '../../lib/mask';
import { allowedUrl } from '../../lib/returnUrl';
import { defineRoute, type RouteDef } from '../../lib/route';
import { checkCode, spendCodeWith, spentOwnCodeSince } from '../sms';
import { loginAnswer } from './answers';
import { cancelAccount } from './cancellation';
import { claimLoginAttempt, clearLoginFailures } from './loginLimit';
import { assertNewPassword, assertOldPassword, isUniqueViolation } from '../../lib/accountRules';
import { revokeAllSessions, revokeOtherSessions, revokeSession, sessionOfToken } from './sessionStore';
import { spendFanCodeWith } from './wxAuthCodeStore';
import { fanOfCode } from './wxCodes';
import {
  accountExists, activeUserIdByInviteCode, hasOutstandingLoan, insertUser, isMobileHeld, normalizeMobile, setMobile, setPasswordHash, setWxOpenId,
  userById, userByMobile, userByWxOpenId, type UserRow,
} from '../../lib/userStore';

const OK = { ok: true as const };

/** logout and abandonCrrent both end the calling session and nothing else. */
const endThisSession = ({ token, ctx }: { token?: string; ctx: AppContext }) => {
  revokeSession(ctx, token!);
  return OK;
};

export const CANCEL_REASONS = [
  { code: 'R01', text: '不再需要借款' },
  { code: 'R02', text: '额度太低' },
  { code: 'R03', text: '费用太高' },
  { code: 'R04', text: '担心个人信息安全' },
  { code: 'R05', text: '有多个账户，注销多余账户' },
  { code: 'R99', text: '其他原因' },
] as const;

export const accountRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.account.login,
    tag: 'account',
    summary: 'Log in with mobile and password, or with an SMS code of type "login"',
    auth: 'none',
    clientLimit: 'login',
    body: loginBody,
    data: loginData,
    handler: async ({ body, client, ctx }) => {
      if (!body.password && !body.code) fail(1001);
      const mobile = normalizeMobile(body.mobile);
      const user = userByMobile(ctx, mobile);
      if (!user) fail(2011);
      if (body.code) checkCode(ctx, mobile, 'login', body.code, true, { client });
      else {
        const wrongPassword = claimLoginAttempt(ctx, user.id);
        if (!(await verifySecret(body.password!, user.password_hash))) wrongPassword();
      }
      clearLoginFailures(ctx, user.id);
      return loginAnswer(ctx, user);
    },
  }),
  defineRoute({
    path: API_PATHS.account.regist,
    tag: 'account',
    summary: 'Register with an SMS code of type "regist" (invite code optional); logs the new user in',
    auth: 'none',
    // It tells whether a number has an account (spec wording, 2000 / 2011): counted like the logins.
    clientLimit: 'login',
    once: true,
    body: registBody,
    data: loginData,
    handler: async ({ body, client, ctx }) => {
      const mobile = normalizeMobile(body.mobile);
      if (isMobileHeld(ctx, mobile)) throw accountExists();
      let inviter: number | null = null;
      if (body.inviteCode) {
        inviter = activeUserIdByInviteCode(ctx, body.inviteCode) ?? fail(1004);
      }
      // The slow hash first; then the code is checked and spent in the transaction that creates the user.
      const hash = await hashSecret(body.password, ctx.opts.scryptCost);
      const codeId = checkCode(ctx, mobile, 'regist', body.code, false, { client });
      return spendCodeWith(ctx, codeId, () => loginAnswer(ctx, insertUser(ctx, mobile, hash, inviter)));
    },
  }),
  defineRoute({
    path: API_PATHS.account.forgetPwd,
    tag: 'account',
    summary: 'Reset the login password with an SMS code of type "forgetPwd"; ends every session',
    auth: 'none',
    // It tells whether a number has an account (spec wording, 2000 / 2011): counted like the logins.
    clientLimit: 'login',
    once: true,
    body: forgetPwdBody,
    data: okData,
    handler: async ({ body, client, ctx }) => {
      const mobile = normalizeMobile(body.mobile);
      const user = userByMobile(ctx, mobile);
      if (!user) fail(2011);
      assertNewPassword(body.password, body.confirmPassword);
      const hash = await hashSecret(body.password, ctx.opts.scryptCost);
      const codeId = checkCode(ctx, mobile, 'forgetPwd', body.code, false, { client });
      spendCodeWith(ctx, codeId, () => {
        setPasswordHash(ctx, user.id, hash);
        revokeAllSessions(ctx, user.id);
        clearLoginFailures(ctx, user.id);
      });
      return OK;
    },
  }),
  defineRoute({
    path: API_PATHS.account.modifyPwd,
    tag: 'account',
    summary: 'Change the login password; other sessions end',
    auth: 'user',
    once: true,
    body: modifyPwdBody,
    data: okData,
    handler: async ({ body, user, token, ctx }) => {
      assertNewPassword(body.password, body.confirmPassword, body.oldPassword);
      await assertOldPassword(ctx, 'login', user.id, body.oldPassword, user.password_hash);
      const hash = await hashSecret(body.password, ctx.opts.scryptCost);
      setPasswordHash(ctx, user.id, hash);
      revokeOtherSessions(ctx, user.id, token!);
      return OK;
    },
  }),
  defineRoute({
    path: API_PATHS.account.logout,
    tag: 'account',
    summary: 'End this session',
    auth: 'user',
    body: emptyBody,
    data: okData,
    handler: endThisSession,
  }),
  defineRoute({
    path: API_PATHS.account.changeMobile,
    tag: 'account',
    summary: 'Move the account to a new mobile: the current number proved by a "temp" code (sms/validateTemp) in the last 10 minutes, then a "changeMobile" code sent to the new number',
    auth: 'user',
    once: true,
    body: changeMobileBody,
    data: changeMobileData,
    handler: ({ body, user, ctx }) => {
      const mobile = normalizeMobile(body.newMobile);
      if (mobile === user.mobile) fail(1004);
      if (isMobileHeld(ctx, mobile)) failWithMessage(SERVER_MESSAGES.mobileTaken);
      // Whoever holds the session must also hold the current number, or a stolen session could move the account.
      if (!currentMobileProved(ctx, user)) failWithMessage(SERVER_MESSAGES.verifyCurrentMobileFirst);
      checkCode(ctx, mobile, 'changeMobile', body.code, true, { user });
      try {
        setMobile(ctx, user.id, mobile);
      } catch (err) {
        if (isUniqueViolation(err)) failWithMessage(SERVER_MESSAGES.mobileTaken);
        throw err;
      }
      return { mobileMask: mask(mobile) };
    },
  }),
  defineRoute({
    path: API_PATHS.account.unionLoginByToken,
    tag: 'account',
    summary: "Exchange another channel's token of the same account system for an H5 session",
    auth: 'none',
    clientLimit: 'login',
    body: unionLoginBody,
    data: loginData,
    handler: ({ body, ctx }) => {
      // The new session is the old one's child: it ends when that one ends or is logged out.
      const parent = sessionOfToken(ctx, body.unionToken);
      const user = parent && userById(ctx, parent.user_id);
      if (!parent || !user) fail(1008);
      return loginAnswer(ctx, user, parent);
    },
  }),
  defineRoute({
    path: API_PATHS.account.loginRedirect,
    tag: 'account',
    summary: 'URL for a hand-off to an external page, carrying token, fromModule, callBackUrl and version',
    auth: 'user',
    answerHoldsSecret: true,
    body: loginRedirectBody,
    data: loginRedirectData,
    handler: ({ body, token, ctx }) => {
      const url = allowedUrl(ctx, body.redirectUrl);
      if (!url) failWithMessage(SERVER_MESSAGES.redirectNotAllowed);
      url.searchParams.set('token', token!);
      for (const key of ['fromModule', 'callBackUrl', 'version'] as const) {
        const value = body[key];
        if (value) url.searchParams.set(key, value);
      }
      return { url: url.toString() };
    },
  }),
  defineRoute({
    path: API_PATHS.account.authFansInfo,
    tag: 'account',
    summary: 'Messaging-app login: log in the bound account, or bind one with mobile and SMS code',
    auth: 'none',
    clientLimit: 'login',
    body: authFansInfoBody,
    data: authFansInfoData,
    handler: ({ body, client, ctx }) => {
      // The code is single-use and short-lived (wxCodes.ts): a login spends it, the unbound answer does not.
      const fan = fanOfCode(ctx, body.authCode);
      const bound = userByWxOpenId(ctx, fan.openId);
      if (bound) return spendFanCodeWith(ctx, fan.codeHash, () => ({ ...loginAnswer(ctx, bound), bound: true as const }));
      if (!body.mobile || !body.code) return { bound: false as const, openIdMask: mask(fan.openId) };
      const mobile = normalizeMobile(body.mobile);
      const user = userByMobile(ctx, mobile);
      if (!user) fail(2011);
      const codeId = checkCode(ctx, mobile, 'login', body.code, false, { client });
      return spendCodeWith(ctx, codeId, () =>
        spendFanCodeWith(ctx, fan.codeHash, () => {
          setWxOpenId(ctx, user.id, fan.openId);
          return { ...loginAnswer(ctx, user), bound: true as const };
        }),
      );
    },
  }),
  defineRoute({
    path: API_PATHS.account.abandonCurrent,
    tag: 'account',
    summary: 'Give up the current account on this device (multi-account switch): ends this session',
    auth: 'user',
    body: emptyBody,
    data: okData,
    handler: endThisSession,
  }),
  defineRoute({
    path: API_PATHS.account.cancelReason,
    tag: 'account',
    summary: 'Reasons offered for account cancellation',
    auth: 'user',
    body: emptyBody,
    data: cancelReasonData,
    handler: () => ({ reasons: CANCEL_REASONS.map((r) => ({ ...r })) }),
  }),
  defineRoute({
    path: API_PATHS.account.cancelAccount,
    tag: 'account',
    summary: 'Cancel the account (SMS code of type "cancel"); refused while a loan is outstanding',
    auth: 'user',
    once: true,
    body: cancelAccountBody,
    data: okData,
    handler: ({ body, user, ctx }) => {
      if (!CANCEL_REASONS.some((r) => r.code === body.reasonCode)) fail(1004);
      if (hasOutstandingLoan(ctx, user.id)) failWithMessage(SERVER_MESSAGES.loanOutstanding);
      checkCode(ctx, user.mobile, 'cancel', body.code, true, { user });
      cancelAccount(ctx, user.id, body.reasonCode);
      return OK;
    },
  }),
];

/** How long a proof of the current number (a used "temp" code) allows a mobile change. */
const CURRENT_MOBILE_PROOF_MS = 10 * 60 * 1000;

const currentMobileProved = (ctx: AppContext, user: UserRow): boolean =>
  spentOwnCodeSince(ctx, user, user.mobile, 'temp', ctx.clock.now() - CURRENT_MOBILE_PROOF_MS);
