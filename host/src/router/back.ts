import {
  allAgreementsSelectedAtom, getHost, leave, logout, MESSAGES, sessionStore, shell, storage, type RemoteRoute,
} from '@credit/shared';

/** Stored return URL a page (or an external hand-off) asks the back button to follow. */
export const RETURN_URL_KEY = 'returnUrl';
const CASH_INDEX = '/newCashIndex';

/**
 * Spec 2.11 and 4.9: what the header's back button does on each route.
 * `search` is the current route's query string.
 */
export async function goBack(route: RemoteRoute | null, search: string): Promise<void> {
  switch (route?.back ?? 'default') {
    case 'twoSteps':
      window.history.go(-2);
      return;
    case 'home':
      shell.navigate('/', { replace: true });
      return;
    case 'cashIndex':
      if (await shell.confirm({ content: MESSAGES.cashLeave })) shell.navigate(CASH_INDEX, { replace: true });
      return;
    case 'confirmExit':
      if (await shell.confirm({ content: MESSAGES.safetyExit })) {
        // Leave first: logging out on the page would make its own guard send the user to login with a redirect back.
        shell.navigate('/login', { replace: true });
        logout();
      }
      return;
    case 'agreementConsent': {
      if (!sessionStore.get(allAgreementsSelectedAtom) && !(await shell.confirm({ content: MESSAGES.agreementConsent }))) return;
      defaultBack(search);
      return;
    }
    default:
      defaultBack(search);
  }
}

function defaultBack(search: string): void {
  const callBackUrl = new URLSearchParams(search).get('callBackUrl') ?? storage.get(RETURN_URL_KEY) ?? undefined;
  leave({ callBackUrl, historyLength: window.history.length, host: getHost() });
}
