import { vi, type Mock } from 'vitest';
import { API_PATHS, type ShellFacade } from '@credit/shared';
import { stubServer, type StubServer } from '../../components/stubServer';

// The custody flows' unit tests share one set-up: a stub server where the account is open with a card
// and SMS codes are sent, and a shell whose alert and navigate are recorded.

/** An open custody account with its card, as depository/status answers it. */
const OPENED_CUSTODY = {
  openStatus: 1, realNamed: 1, depositPwdSet: 1, accountNo: 'A20**********4869', card: { bankName: '工商银行', cardNoMask: '0001', reservedMobileMask: '137****1111' }, balanceFen: 0,
};

export interface CustodyStub {
  server: StubServer;
  shell: { alert: Mock<ShellFacade['alert']>; navigate: Mock<ShellFacade['navigate']> };
}

/** The stub server and shell to hand to the page harness (setUpPage). */
export function custodyStub(): CustodyStub {
  const shell = { alert: vi.fn<ShellFacade['alert']>(async () => {}), navigate: vi.fn<ShellFacade['navigate']>() };
  const server = stubServer();
  server.serve(API_PATHS.depository.status, { data: OPENED_CUSTODY });
  server.serve(API_PATHS.sms.send, { data: { expireSeconds: 300, resendSeconds: 60 } });
  return { server, shell };
}
