import { useRead } from '@credit/shared';
import { walletReads } from '../../components/walletReads';
import { inviteReads } from './reads';

/**
 * The invitation pages' reads (spec 2.6, withdrawCash/invitationsInfo). The reward list and the
 * balance are the wallet's too (`src/components/walletApi.ts`), the activity rules the activities'
 * (`src/components/activityApi.ts`). The invitation is kept under the wallet's keys, so whatever
 * changes the balance reads it again.
 */

/** The invitation: qualification (the server decides, spec 6), the friends and the rewards earned. */
export const useInvitations = () => useRead(walletReads.invitations);

/** The qualified inviter's code (withdrawCash/createInvitationCode); asked only once the invitation says qualified. */
export const useInviteCode = (qualified: boolean) =>
  useRead(inviteReads.code, {}, { enabled: qualified });
