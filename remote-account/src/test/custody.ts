import { vi, type Mock } from 'vitest';
import { API_PATHS, type ShellFacade } from '@credit/shared';

// Fixture data of the custody flows' page tests (this remote's only): the account is open with a card
// and SMS codes are sent; the shell's alert and navigate are recorded. The server is the shared
// harness's (`stubServer(CUSTODY_ROUTES)` of @credit/shared/testing).

/** An open custody account with its card, as depository/status answers it. */
const OPENED_CUSTODY = {
  openStatus: 1, realNamed: 1, depositPwdSet: 1, accountNo: 'A20**********4869', card: { bankName: '工商银行', cardNoMask: '0001', reservedMobileMask: '137****1111' }, balanceFen: 0,
};

/** What the custody pages read before anything else, as the stub server's routes. */
export const CUSTODY_ROUTES = {
  [API_PATHS.depository.status]: { data: OPENED_CUSTODY },
  [API_PATHS.sms.send]: { data: { expireSeconds: 300, resendSeconds: 60 } },
};

export interface CustodyShell {
  alert: Mock<ShellFacade['alert']>;
  navigate: Mock<ShellFacade['navigate']>;
}

/** The shell spies to hand to the page harness (setUpPage). */
export const custodyShell = (): CustodyShell => ({ alert: vi.fn<ShellFacade['alert']>(async () => {}), navigate: vi.fn<ShellFacade['navigate']>() });
