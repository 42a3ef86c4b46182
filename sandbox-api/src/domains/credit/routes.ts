import {
  API_PATHS, CREDIT_STATUS, creditAuthUrlBody, creditAuthUrlData, creditCardBanksData, creditCardLoginBody, creditCardStatusData,
  creditCardTaskData, creditCardVerifyBody, creditFaceBody, creditItemBody, creditItemData, creditStatusData, creditUploadBody, creditUploadData,
  emptyBody, MAX_IMAGE_SIZE, okData, UPLOAD_BODY_LIMIT, quotaDecisionData, sandboxCreditDecisionBody, type ThirdPartyItem,
} from '@credit/shared/api';
import { MESSAGES } from '../../lib/catalogue';
import { failWithMessage } from '../../lib/errors';
import { defineRoute, type RouteDef } from '../../lib/route';
import { allowedUrl } from '../../lib/returnUrl';
import { BANKS } from '../dicdata';
import { decodeImage } from './imageStore';
import { putSetting } from '../sys';
import {
  cardsOf, cardTask, CREDIT_CARD_TEST_CODE, CREDIT_CARD_TEST_PASSWORD, creditStatus, decision, itemRow, newCardTask, newTicket,
  setItem, storePhoto, submitApplication, verifyCardTask,
} from './store';

/** Messages of this domain (the spec gives none); 40403 carries them (spec 7.1). */
export const CREDIT_MESSAGES = {
  returnNotAllowed: '返回地址不被允许',
  imageType: MESSAGES.imageType,
  imageSize: MESSAGES.imageSize,
  cardLogin: '信用卡账号或密码错误',
  cardCode: '验证码错误，请重新输入',
  cardTask: '认证任务不存在，请重新登录',
  notReady: '请先完成个人信息和必填认证项',
} as const;

/** Banks whose stand-in login asks for an SMS code afterwards. */
const VERIFY_BANKS = new Set(['CMB', 'COMM']);
const creditCardBanks = () => BANKS.filter((b) => b.supported).map((b) => ({ code: b.code, name: b.name, needVerify: VERIFY_BANKS.has(b.code) ? (1 as const) : (0 as const) }));

/** The four items verified on a stand-in third-party page. */
const thirdPartyRoute = (item: ThirdPartyItem, path: string, summary: string): RouteDef =>
  defineRoute({
    path,
    tag: 'credit',
    summary: `${summary}: the stand-in third-party page's address, returning to returnUrl (allowed origins only)`,
    auth: 'user',
    body: creditAuthUrlBody,
    data: creditAuthUrlData,
    handler: ({ body, user, ctx }) => {
      if (!allowedUrl(ctx, body.returnUrl)) failWithMessage(CREDIT_MESSAGES.returnNotAllowed);
      return { url: API_PATHS.credit.thirdParty.replace(':ticket', newTicket(ctx, user.id, item, body.returnUrl)) };
    },
  });

export const creditRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.credit.status,
    tag: 'credit',
    summary: 'The authentication hub: profile, every item (0 未认证, 1 认证中, 2 已认证, 3 认证失败), the quota application',
    auth: 'user',
    body: emptyBody,
    data: creditStatusData,
    handler: ({ user, ctx }) => creditStatus(ctx, user),
  }),
  defineRoute({
    path: API_PATHS.credit.itemStatus,
    tag: 'credit',
    summary: "One item's state, for the verification-result page (/refresh?type=)",
    auth: 'user',
    body: creditItemBody,
    data: creditItemData,
    handler: ({ body, user, ctx }) => ({ item: body.type, ...itemRow(ctx, user.id, body.type) }),
  }),
  thirdPartyRoute('operator', API_PATHS.credit.operatorUrl, 'Operator (mobile carrier) authentication'),
  thirdPartyRoute('socialSecurity', API_PATHS.credit.socialSecurityUrl, 'Social security authentication'),
  thirdPartyRoute('housingFund', API_PATHS.credit.housingFundUrl, 'Housing fund authentication'),
  thirdPartyRoute('sesame', API_PATHS.credit.sesameUrl, 'Sesame credit authentication'),
  defineRoute({
    path: API_PATHS.credit.crawler,
    tag: 'credit',
    summary: 'Common crawler: the stand-in collects the device data at once (已认证)',
    auth: 'user',
    body: emptyBody,
    data: creditItemData,
    handler: ({ user, ctx }) => {
      setItem(ctx, user.id, 'crawler', CREDIT_STATUS.done);
      return { item: 'crawler' as const, ...itemRow(ctx, user.id, 'crawler') };
    },
  }),
  defineRoute({
    path: API_PATHS.credit.face,
    tag: 'credit',
    summary: "Face recognition: the native bridge's answer; the stand-in accepts any and settles after the delay",
    auth: 'user',
    body: creditFaceBody,
    data: creditItemData,
    once: true,
    handler: ({ user, ctx }) => {
      setItem(ctx, user.id, 'face', CREDIT_STATUS.processing);
      return { item: 'face' as const, ...itemRow(ctx, user.id, 'face') };
    },
  }),
  defineRoute({
    path: API_PATHS.credit.upload,
    tag: 'credit',
    summary: `Attachment upload (JSON): one side of the ID card as a data URL, JPEG or PNG, at most ${MAX_IMAGE_SIZE} KB; both sides: idCardPhotos 已认证`,
    auth: 'user',
    body: creditUploadBody,
    data: creditUploadData,
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: ({ body, user, ctx }) => {
      const image = decodeImage(body.image);
      if ('problem' in image) failWithMessage(image.problem === 'size' ? CREDIT_MESSAGES.imageSize : CREDIT_MESSAGES.imageType);
      const sides = storePhoto(ctx, user.id, body.side, image.mime, image.bytes);
      if (sides.front && sides.back) setItem(ctx, user.id, 'idCardPhotos', CREDIT_STATUS.done);
      return { ...sides, status: itemRow(ctx, user.id, 'idCardPhotos').status };
    },
  }),
  defineRoute({
    path: API_PATHS.credit.creditCardBanks,
    tag: 'credit',
    summary: 'Banks of the credit-card authentication (needVerify: an SMS code follows the login)',
    auth: 'user',
    body: emptyBody,
    data: creditCardBanksData,
    handler: () => ({ banks: creditCardBanks() }),
  }),
  defineRoute({
    path: API_PATHS.credit.creditCardLogin,
    tag: 'credit',
    summary: `Credit-card bank login (the stand-in accepts the password ${CREDIT_CARD_TEST_PASSWORD}); answers a task to verify or poll`,
    auth: 'user',
    body: creditCardLoginBody,
    data: creditCardTaskData,
    once: true,
    handler: ({ body, user, ctx }) => {
      const bank = creditCardBanks().find((b) => b.code === body.bankCode);
      if (!bank || body.password !== CREDIT_CARD_TEST_PASSWORD) failWithMessage(CREDIT_MESSAGES.cardLogin);
      const task = newCardTask(ctx, user.id, bank, body.cardNo.replace(/\s/g, '').slice(-4), bank.needVerify === 1);
      return { taskId: task.task_id, needVerify: task.verified ? (0 as const) : (1 as const), status: task.status };
    },
  }),
  defineRoute({
    path: API_PATHS.credit.creditCardVerify,
    tag: 'credit',
    summary: `Credit-card bank SMS verify (the stand-in bank's code is ${CREDIT_CARD_TEST_CODE})`,
    auth: 'user',
    body: creditCardVerifyBody,
    data: creditCardTaskData,
    handler: ({ body, user, ctx }) => {
      const task = cardTask(ctx, user.id, body.taskId);
      if (!task) failWithMessage(CREDIT_MESSAGES.cardTask);
      if (body.code !== CREDIT_CARD_TEST_CODE) failWithMessage(CREDIT_MESSAGES.cardCode);
      if (!task.verified) verifyCardTask(ctx, user.id, body.taskId);
      const now = cardTask(ctx, user.id, body.taskId)!;
      return { taskId: now.task_id, needVerify: 0 as const, status: now.status };
    },
  }),
  defineRoute({
    path: API_PATHS.credit.creditCardStatus,
    tag: 'credit',
    summary: "The credit-card item's state and the authenticated cards (last 4 digits only)",
    auth: 'user',
    body: emptyBody,
    data: creditCardStatusData,
    handler: ({ user, ctx }) => ({ ...itemRow(ctx, user.id, 'creditCard'), cards: cardsOf(ctx, user.id) }),
  }),
  defineRoute({
    path: API_PATHS.credit.quotaSubmit,
    tag: 'credit',
    summary: 'Quota application: needs the profile and the required items; the decision follows after the delay',
    auth: 'user',
    body: emptyBody,
    data: quotaDecisionData,
    once: true,
    handler: ({ user, ctx }) => {
      if (!submitApplication(ctx, user)) failWithMessage(CREDIT_MESSAGES.notReady);
      return decision(ctx, user);
    },
  }),
  defineRoute({
    path: API_PATHS.credit.decision,
    tag: 'credit',
    summary: 'Decision flow: the application state (approved raises and activates the limit; rejected gives the reason)',
    auth: 'user',
    body: emptyBody,
    data: quotaDecisionData,
    handler: ({ user, ctx }) => decision(ctx, user),
  }),
];

export const creditHookRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.sandbox.creditDecision,
    tag: 'sandbox',
    summary: 'How quota applications submitted from now on are decided: approve (default), reject or hang',
    auth: 'none',
    body: sandboxCreditDecisionBody,
    data: okData,
    handler: ({ body, ctx }) => {
      putSetting(ctx, 'creditDecision', body.mode);
      return { ok: true as const };
    },
  }),
];
