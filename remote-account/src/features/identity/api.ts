import { API_PATHS, clientLoginStateAtom, http, loadBaseInfo, sessionStore, setLoggedIn } from '@credit/shared';
import type {
  AuthInfoData, BindCardBody, BindCardData, CancelBindCardBody, ChangeBindCardBody, DicdataByTypeData, OkData, OneCardInfoData,
  OpenCardData, RealNameBody, RealNameData, RealNameValidateData, SelectAllCardsData, SmsSendData,
  ValidateOcrBody, ValidateOcrData, ValidateSupportData,
} from '@credit/shared/api';

export function realName(body: RealNameBody) {
  return http.post<RealNameData>(API_PATHS.identity.realName, body);
}

export function realNameValidate(body: RealNameBody) {
  return http.post<RealNameValidateData>(API_PATHS.identity.realNameValidate, body);
}

export function validateOcr(body: ValidateOcrBody) {
  return http.post<ValidateOcrData>(API_PATHS.identity.validateOcr, body);
}

export function authInfo() {
  return http.post<AuthInfoData>(API_PATHS.oneCard.authInfo);
}

/** Spec 7.5: the bank list is the dictionary of type "bank"; its entries are the first item's children. */
export function bankDictionary() {
  return http.post<DicdataByTypeData>(API_PATHS.dicdata.byType, { type: 'bank' });
}

export function validateSupport(cardNo: string) {
  return http.post<ValidateSupportData>(API_PATHS.bindCard.validateSupport, { cardNo });
}

export function boundCards() {
  return http.post<SelectAllCardsData>(API_PATHS.bindCard.selectall);
}

/** The code for binding goes to the bank-reserved mobile. */
export function sendBindCardSms(mobile: string) {
  return http.post<SmsSendData>(API_PATHS.sms.send, { mobile, type: 'bindCard' });
}

export function bindCard(body: BindCardBody) {
  return http.post<BindCardData>(API_PATHS.open.bindCard, body);
}

/** Binds the card (unless bound already) and opens the account. */
export function openCard(body: BindCardBody) {
  return http.post<OpenCardData>(API_PATHS.open.openCard, body);
}

/** Opens the account of a verified user who already has a bound card. */
export function openCardNoPwd() {
  return http.post<OneCardInfoData>(API_PATHS.oneCard.openCardNoPwd);
}

export function changeBindCard(body: ChangeBindCardBody) {
  return http.post<BindCardData>(API_PATHS.open.changeBindCard, body);
}

export function cancelBindCard(body: CancelBindCardBody) {
  return http.post<OkData>(API_PATHS.open.cancelBindCard, body);
}

/**
 * After a real name, a bound card or an opened account the session must say so (spec 4.3 reads
 * ucrealnamed and openCardStatus): the login state is updated and base info and user status are
 * fetched again. The atoms are replaced only when the answer arrives (never emptied first: the
 * guard would unmount the page while it waits).
 */
export async function refreshSession(changes: { ucrealnamed?: 'Y' } = {}): Promise<void> {
  const state = sessionStore.get(clientLoginStateAtom);
  if (changes.ucrealnamed && state.isLogin) setLoggedIn(state.token, { ...state, ...changes });
  // The http client toasted a network failure; the next page load fetches base info again.
  await loadBaseInfo({ refresh: true });
}
