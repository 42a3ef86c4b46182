import {
  API_PATHS, authInfoData, checkBindCardAndIdentityBody, checkedData, emptyBody, modifyTradePwdBody, okData,
  oneCardInfoData, restTradePwdBody, setTradePwdBody, verifyTradePwdBody,
} from '@credit/shared/api';
import { hashSecret } from '../../lib/crypto';
import { fail, failWithMessage, SERVER_MESSAGES } from '../../lib/errors';
import { defineRoute, type RouteDef } from '../../lib/route';
import { assertNewPassword, assertOldPassword } from '../../lib/accountRules';
import { isRealNamed, type UserRow } from '../../lib/userStore';
import { normalizeCardNo, boundCards } from '../bankCard';
import { normalizeCertId } from '../identity';
import { checkCode, spendCodeWith } from '../sms';
import { oneCardInfo, openAccount } from './service';
import { setFirstTradePwdHash, setTradePwdHash } from './store';
import type { AppContext } from '../../context';

const OK = { ok: true as const };

async function saveTradePwd(ctx: AppContext, user: UserRow, password: string): Promise<void> {
  const hash = await hashSecret(password, ctx.opts.scryptCost);
  setTradePwdHash(ctx, user.id, hash);
}

/** The ID number must be the account's (3000) and the card one of its bound cards. */
function assertIdentityAndCard(ctx: AppContext, user: UserRow, certId: string, cardNo: string): void {
  if (!isRealNamed(user)) fail(1000);
  if (user.cert_id !== normalizeCertId(certId)) fail(3000);
  const card = normalizeCardNo(cardNo);
  if (!boundCards(ctx, user.id).some((c) => c.card_no === card)) failWithMessage(SERVER_MESSAGES.cardNotFound);
}

const tradeHash = (user: UserRow): string => user.trade_pwd_hash ?? fail(2007);

export const oneCardRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.oneCard.info,
    tag: 'oneCard',
    summary: 'Account ("card") state: opened, limit, activation, deal password set',
    auth: 'user',
    body: emptyBody,
    data: oneCardInfoData,
    handler: ({ user }) => oneCardInfo(user),
  }),
  defineRoute({
    path: API_PATHS.oneCard.setTradePwd,
    tag: 'oneCard',
    summary: 'Set the deal password (once; verified users only)',
    auth: 'user',
    once: true,
    body: setTradePwdBody,
    data: okData,
    handler: async ({ body, user, ctx }) => {
      if (!isRealNamed(user)) fail(1000);
      if (user.trade_pwd_hash) failWithMessage(SERVER_MESSAGES.tradePwdAlreadySet);
      assertNewPassword(body.password, body.confirmPassword);
      // The check above reads the user before the slow hash: the write itself decides (set once).
      const hash = await hashSecret(body.password, ctx.opts.scryptCost);
      if (!setFirstTradePwdHash(ctx, user.id, hash)) failWithMessage(SERVER_MESSAGES.tradePwdAlreadySet);
      return OK;
    },
  }),
  defineRoute({
    path: API_PATHS.oneCard.verifyPwd,
    tag: 'oneCard',
    summary: 'Check the deal password (none set 2007, wrong 2006, daily cap 2016)',
    auth: 'user',
    body: verifyTradePwdBody,
    data: okData,
    handler: async ({ body, user, ctx }) => {
      await assertOldPassword(ctx, 'trade', user.id, body.password, tradeHash(user));
      return OK;
    },
  }),
  defineRoute({
    path: API_PATHS.oneCard.restPwd,
    tag: 'oneCard',
    summary: 'Reset the deal password with ID number, a bound card and an SMS code of type "tradePwd"',
    auth: 'user',
    once: true,
    body: restTradePwdBody,
    data: okData,
    handler: async ({ body, user, ctx }) => {
      assertIdentityAndCard(ctx, user, body.certId, body.cardNo);
      assertNewPassword(body.password, body.confirmPassword);
      // The slow hash first; then the code is checked and spent in the transaction of the write.
      const hash = await hashSecret(body.password, ctx.opts.scryptCost);
      const codeId = checkCode(ctx, user.mobile, 'tradePwd', body.verifyCode, false, { user });
      spendCodeWith(ctx, codeId, () => setTradePwdHash(ctx, user.id, hash));
      return OK;
    },
  }),
  defineRoute({
    path: API_PATHS.oneCard.modifyPwd,
    tag: 'oneCard',
    summary: 'Change the deal password',
    auth: 'user',
    once: true,
    body: modifyTradePwdBody,
    data: okData,
    handler: async ({ body, user, ctx }) => {
      const hash = tradeHash(user);
      assertNewPassword(body.password, body.confirmPassword, body.oldPassword);
      await assertOldPassword(ctx, 'trade', user.id, body.oldPassword, hash);
      await saveTradePwd(ctx, user, body.password);
      return OK;
    },
  }),
  defineRoute({
    path: API_PATHS.oneCard.authInfo,
    tag: 'oneCard',
    summary: 'Borrow authorisation info: card bound, face, ID card photos',
    auth: 'user',
    body: emptyBody,
    data: authInfoData,
    handler: ({ user, ctx }) => {
      const photos = user.id_validity ? (1 as const) : (0 as const);
      return { bindCardStatus: boundCards(ctx, user.id).length > 0 ? (1 as const) : (0 as const), faceStatus: 0 as const, idCardPhotos: photos, idCardPhotosBackups: photos };
    },
  }),
  defineRoute({
    path: API_PATHS.oneCard.checkBindCardAndIdentity,
    tag: 'oneCard',
    summary: 'Check that the ID number is the account holder\'s and the card is bound (deal password reset, step 1)',
    auth: 'user',
    body: checkBindCardAndIdentityBody,
    data: checkedData,
    handler: ({ body, user, ctx }) => {
      assertIdentityAndCard(ctx, user, body.certId, body.cardNo);
      return { checked: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.oneCard.openCardNoPwd,
    tag: 'oneCard',
    summary: 'Open the account without a deal password (verified user with a bound card)',
    auth: 'user',
    once: true,
    body: emptyBody,
    data: oneCardInfoData,
    handler: ({ user, ctx }) => {
      if (!isRealNamed(user)) fail(1000);
      if (boundCards(ctx, user.id).length === 0) failWithMessage(SERVER_MESSAGES.bindCardFirst);
      return oneCardInfo(openAccount(ctx, user));
    },
  }),
];
