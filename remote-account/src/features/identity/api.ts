import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS, ApiError, bankCardKeys, boundCardsRead, clientLoginStateAtom, http, oneCardKeys, readQuery, sessionKeys, sessionStore, setLoggedIn, sharedReads, useRead,
} from '@credit/shared';
import type {
  BindCardBody, BindCardData, CancelBindCardBody, ChangeAccountMobileBody, ChangeBindCardBody, OkData, OneCardInfoData,
  OpenCardData, RealNameBody, RealNameData, RealNameValidateData, SmsSendData,
  ValidateOcrBody, ValidateOcrData, ValidateSupportData,
} from '@credit/shared/api';
import { cardReads } from '../../components/cardReads';
import { identityReads } from './reads';

export function realName(body: RealNameBody) {
  return http.post<RealNameData>(API_PATHS.identity.realName, body);
}

export function realNameValidate(body: RealNameBody) {
  return http.post<RealNameValidateData>(API_PATHS.identity.realNameValidate, body);
}

export function validateOcr(body: ValidateOcrBody) {
  return http.post<ValidateOcrData>(API_PATHS.identity.validateOcr, body);
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

/** A bound card's reserved mobile changed at the bank (user/open/changeAccountMobile). */
export function changeAccountMobile(body: ChangeAccountMobileBody) {
  return http.post<BindCardData>(API_PATHS.open.changeAccountMobile, body);
}

export function cancelBindCard(body: CancelBindCardBody) {
  return http.post<OkData>(API_PATHS.open.cancelBindCard, body);
}

/** The user's bound cards (masked): @credit/shared's boundCardsRead, which the loan remote reads too. */
export function useBoundCards(options: { enabled?: boolean } = {}) {
  return useRead(boundCardsRead, {}, { enabled: options.enabled });
}

/** The banks a card can be bound with (spec 7.5: the dictionary of type "bank"). */
export function useBankDictionary() {
  return useRead(sharedReads.dictionary, { type: 'bank' });
}

/** Whether the ID card photos are on file. */
export function useAuthInfo(options: { enabled?: boolean } = {}) {
  return useRead(identityReads.authInfo, {}, { enabled: options.enabled });
}

/**
 * Whether the card's bank is supported, and which bank the number belongs to. Asked when the code
 * is requested and again on submit: the second time for the same number is answered from the cache.
 */
export function checkCardSupport(client: QueryClient, cardNo: string) {
  return client.fetchQuery(readQuery(cardReads.support, {}, { cardNo }));
}

/**
 * The support check's answer when the card cannot be bound with the chosen bank (not supported, or
 * another bank's number); null when it can. A refused check is null too: the binding call has the
 * last word on the card. A lost answer rejects (the shell said so; nothing more is sent).
 */
async function cardMismatch(client: QueryClient, cardNo: string, bank: string): Promise<ValidateSupportData | null> {
  let support: ValidateSupportData;
  try {
    support = await checkCardSupport(client, cardNo);
  } catch (failure) {
    if (failure instanceof ApiError) return null; // refused check: not swallowed, the binding call answers for the card
    throw failure;
  }
  return support.supported && support.bankCode === bank ? null : support;
}

/** What a card step answers: the support check's mismatch (nothing was sent), or the call's answer. */
export type CardStep<T> = { mismatch: ValidateSupportData } | { done: T };

/** The card being bound: its bank as chosen, its number, the bank-reserved mobile. */
export interface CardFields {
  bank: string;
  cardNo: string;
  mobile: string;
}

/**
 * A card bound, changed or unbound, or the account opened: the views of the session (我的 shows
 * 已开卡, spec 4.3 reads openCardStatus), the card list and the custody account are fetched again.
 * Returned so the mutation ends (and the mask goes) once the views on screen show the new state.
 */
function invalidateCardViews(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: sessionKeys.all }),
    client.invalidateQueries({ queryKey: bankCardKeys.all }),
    client.invalidateQueries({ queryKey: oneCardKeys.info }),
  ]);
}

/**
 * Real name (spec 4.3 reads ucrealnamed): the login state says so at once, and every view of the
 * session is fetched again. A flow that navigates on awaits `loadBaseInfo()`, which fetches the
 * invalidated base info once.
 */
export function useRealName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: realName,
    onSuccess: () => {
      const state = sessionStore.get(clientLoginStateAtom);
      if (state.isLogin) setLoggedIn(state.token, { ...state, ucrealnamed: 'Y' });
      return client.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

/** Confirms the verified identity before opening (changes nothing on the server). */
export function useRealNameValidate() {
  return useMutation({ mutationFn: realNameValidate });
}

/** Uploading the ID card details puts the photos on file. */
export function useValidateOcr() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: validateOcr,
    onSuccess: () => client.invalidateQueries({ queryKey: identityReads.authInfo.key }),
  });
}

/** The binding code, once the card matches its bank; the code button shows its own progress, so no mask. */
export function useSendBindCardSms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ bank, cardNo, mobile }: CardFields): Promise<CardStep<true>> => {
      const mismatch = await cardMismatch(client, cardNo, bank);
      if (mismatch) return { mismatch };
      await sendBindCardSms(mobile);
      return { done: true };
    },
    meta: { mask: false },
  });
}

/**
 * Binding a card as one submit: the card's bank checked (from the cache when the code was asked for),
 * then `open` binds the first card and opens the account, `bind` adds a card, `change` replaces
 * `oldCardId`; every view of the cards is fetched again before the mutation ends.
 */
export function useCardBinding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, oldCardId = '', code, ...card }: CardFields & { kind: 'open' | 'bind' | 'change'; code: string; oldCardId?: string }): Promise<CardStep<BindCardData>> => {
      const mismatch = await cardMismatch(client, card.cardNo, card.bank);
      if (mismatch) return { mismatch };
      const body = { cardNo: card.cardNo, mobile: card.mobile, code };
      const done = kind === 'open' ? await openCard(body) : kind === 'change' ? await changeBindCard({ ...body, oldCardId }) : await bindCard(body);
      await invalidateCardViews(client);
      return { done };
    },
  });
}

export function useOpenCardNoPwd() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => openCardNoPwd(), onSuccess: () => invalidateCardViews(client) });
}

export function useChangeAccountMobile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeAccountMobile, onSuccess: () => invalidateCardViews(client) });
}

/** The code for a bound card's new reserved mobile (type bindCard); the button shows its own progress. */
export const useSendCardMobileCode = () => useMutation({ mutationFn: sendBindCardSms, meta: { mask: false } });

export function useCancelBindCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelBindCard, onSuccess: () => invalidateCardViews(client) });
}
