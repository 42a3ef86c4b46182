import type { CardInfoData, CustomerInfoData, UserStatusData } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { mask, maskName } from '../../lib/mask';
import { accountIdOf } from '../account';
import { boundCardCount, isRealNamed, type UserRow } from '../../lib/userStore';
import { birthDateOf, sexOf } from '../identity';
import { CARD_NAME } from '../oneCard';
import { isMultiAccount, extraMobiles } from '../multiAccount';
import { availableCredit, outstandingPrincipal, productLoanAmounts } from '../loan';
import { itemRow } from '../credit';

const bit = (v: boolean): 0 | 1 => (v ? 1 : 0);

const hasProfile = (u: UserRow): boolean => u.profile !== '{}';

export function userStatus(ctx: AppContext, u: UserRow): UserStatusData {
  const realNamed = isRealNamed(u);
  const cards = boundCardCount(ctx, u.id) > 0;
  // The authentication items of spec 7.6 the status block names (operator, sesame credit).
  const operator = itemRow(ctx, u.id, 'operator').status === 2;
  const sesame = itemRow(ctx, u.id, 'sesame').status === 2;
  return {
    operatorStatusH5: bit(operator),
    activeStatus: u.active_status,
    creditStatus: u.open_card_status,
    openCardStatus: u.open_card_status,
    operatorStatus: bit(operator),
    positionStatus: 0,
    quotaAppStatus: u.open_card_status,
    realNameStatus: bit(realNamed),
    sasameStatus: bit(sesame),
    zhimaStatus: bit(sesame),
    bindCardStatus: bit(cards),
    isBSApply: bit(hasProfile(u)),
    allExists: bit(realNamed && cards && hasProfile(u)),
    isCustomerInfoExists: bit(hasProfile(u)),
  };
}

/** Card and quota info; its routes declare `before: ['progressOrders']` so the debt is caught up first. */
export function cardInfo(ctx: AppContext, u: UserRow): CardInfoData {
  const debt = { owed: outstandingPrincipal(ctx, u.id) };
  const available = availableCredit(ctx, u);
  return {
    quotaStatus: u.open_card_status ? (u.active_status ? 2 : 1) : 0,
    cardType: u.open_card_status ? '1' : '',
    cardStatus: u.open_card_status,
    cardNo: mask(u.account_no),
    cardName: u.open_card_status ? CARD_NAME : '',
    cardQuota: u.credit_limit_fen,
    // The least the product lends (loanparams minAmt); spec 9's default amount (100 yuan) is below it (ADR 054).
    leastAmt: ctx.opts.pricing.minLoanFen,
    loanAmt: available,
    loanStatus: bit(debt.owed > 0),
    freezeStatus: 0,
    repayAmt: debt.owed,
    todayLoanAmt: 0,
    paymentType: 'activeRepayment',
    ...productLoanAmounts(ctx, u, available),
    isTrisomicUser: 0,
    freeDay: 0,
  };
}

/** User base info of spec 3; identity data masked. */
export function customerInfo(ctx: AppContext, u: UserRow): CustomerInfoData {
  const cert = u.cert_id ?? '';
  return {
    isLogin: true,
    accountId: accountIdOf(u),
    customerId: u.customer_id,
    sex: cert ? sexOf(cert) : '',
    certId: mask(cert),
    name: maskName(u.name),
    ucrealnamed: isRealNamed(u) ? 'Y' : 'N',
    bindCards: boundCardCount(ctx, u.id),
    isNew: 0,
    birthDay: cert ? (birthDateOf(cert) ?? '') : '',
    loginName: mask(u.mobile),
    mobile: u.mobile,
    mobileMask: mask(u.mobile),
    authMobile: u.mobile,
    authMobileMask: mask(u.mobile),
    label: [],
    uuid: u.customer_id,
    tradePwdSet: bit(u.trade_pwd_hash !== null),
    userStatus: userStatus(ctx, u),
    cardInfo: cardInfo(ctx, u),
    multiAccount: { isMulti: isMultiAccount(ctx, u.id), loginMobile: mask(u.mobile), multiMobile: extraMobiles(ctx, u.id).map((m) => mask(m.mobile)) },
  };
}
