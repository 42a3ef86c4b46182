import { atom } from 'jotai';
import { GUEST_TOKEN } from '../constants';

/** Spec 3 "User base info". Masked forms keep the first 3 and last 4 digits. */
export interface UserBaseInfo {
  token: string;
  isLogin: boolean;
  accountId: string;
  customerId: string;
  sex: string;
  certId: string;
  name: string;
  ucrealnamed: string;
  bindCards: number;
  isNew: number;
  birthDay: string;
  loginName: string;
  mobile: string;
  mobileMasked: string;
  authMobile: string;
  authMobileMasked: string;
  position: { lat: string; lng: string; unitType: string; deviceId: string; oaid: string };
  label: string;
  /** 1 when the label is "11". */
  PDLLabel: 0 | 1;
  uuid: string;
}

/** Spec 3 "Client login state". */
export interface ClientLoginState {
  isLogin: boolean;
  token: string;
  isNew: number;
  /** "Y" or other. */
  isLocalRealNamed: string;
  /** "Y" or other. */
  ucrealnamed: string;
  isLoadHttpRequest: boolean;
}

/** Spec 3 "User status"; values the spec does not give are kept as the server sends them. */
export interface UserStatus {
  operatorStatusH5?: number | string;
  /** 0 = limit not activated. */
  activeStatus?: number;
  creditStatus?: number | string;
  /** 1 = opened. */
  openCardStatus?: number;
  operatorStatus?: number | string;
  positionStatus?: number | string;
  quotaAppStatus?: number | string;
  realNameStatus?: number | string;
  sasameStatus?: number | string;
  zhimaStatus?: number | string;
  bindCardStatus?: number | string;
  isBSApply?: number | string;
  allExists?: number | string | boolean;
  isCustomerInfoExists?: number | string | boolean;
}

/** Spec 3 "Card and quota info". Amounts in fen. */
export interface CardQuotaInfo {
  quotaStatus?: number | string;
  cardType?: string;
  cardStatus?: number | string;
  cardNo?: string;
  cardName?: string;
  cardQuota?: number;
  leastAmt?: number;
  loanAmt?: number;
  loanStatus?: number | string;
  freezeStatus?: number | string;
  repayAmt?: number;
  todayLoanAmt?: number;
  paymentType?: string;
  loanAmtSc?: number;
  loanAmtCash?: number;
  loanAmtReplace?: number;
  loanAmtSweepPay?: number;
  loanAmtService?: number;
  isTrisomicUser?: number | string | boolean;
  freeDay?: number;
}

/** Spec 3 "System config". */
export interface SysConfig {
  borrowHighestMoney?: number;
  resultInterval?: number;
  switchInfo?: Record<string, 'open' | 'close' | string>;
  complaintEmail?: string;
  complianceCopy?: string;
  consumerHotline?: string;
  appDownload?: { android: string; ios: string; appLink: string };
}

export const INITIAL_CLIENT_LOGIN_STATE: ClientLoginState = {
  isLogin: false,
  token: GUEST_TOKEN,
  isNew: 0,
  isLocalRealNamed: '',
  ucrealnamed: '',
  isLoadHttpRequest: false,
};

/** The session token; GUEST_TOKEN ("token") means guest (spec 4.1). */
export const tokenAtom = atom<string>(GUEST_TOKEN);
export const isLoginAtom = atom((get) => isRealToken(get(tokenAtom)));
export const baseInfoAtom = atom<UserBaseInfo | null>(null);
export const clientLoginStateAtom = atom<ClientLoginState>(INITIAL_CLIENT_LOGIN_STATE);
export const userStatusAtom = atom<UserStatus | null>(null);
export const cardQuotaAtom = atom<CardQuotaInfo | null>(null);
/**
 * Spec 2.11 / 3 "Agreement selection": every agreement of the loan being signed is ticked, so the
 * agreements page's back button leaves without asking for consent. The loan remote sets it.
 */
export const allAgreementsSelectedAtom = atom<boolean>(false);
/** Spec 2.11: the header shows unless this session flag hides it. */
export const displayWkHeaderAtom = atom<boolean>(true);
/** A title a page sets at run time; null uses the route's title. */
export const pageTitleAtom = atom<string | null>(null);
/** Null until the sys config call answered. */
export const sysConfigAtom = atom<SysConfig | null>(null);

/** A token that identifies a user: neither empty nor the guest token. */
export function isRealToken(token: string | null | undefined): token is string {
  return !!token && token !== GUEST_TOKEN;
}
