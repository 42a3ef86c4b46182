import { useQuery } from '@tanstack/react-query';
import { API_PATHS, http } from '@credit/shared';
import type { CreateInvitationCodeData, InvitationsInfoData } from '@credit/shared/api';
import { walletKeys } from '../../components/walletApi';

/**
 * The invitation pages' reads (spec 2.6, withdrawCash/invitationsInfo). The reward list and the
 * balance are the wallet's too (`src/components/walletApi.ts`), the activity rules the activities'
 * (`src/components/activityApi.ts`). The invitation is kept under the wallet's keys, so whatever
 * changes the balance reads it again.
 */

/** The invitation: qualification (the server decides, spec 6), the friends and the rewards earned. */
export const useInvitations = () => useQuery({ queryKey: walletKeys.invitations, queryFn: () => http.post<InvitationsInfoData>(API_PATHS.withdrawCash.invitationsInfo) });

const inviteKeys = { code: ['invite', 'code'] as const };

/** The qualified inviter's code (withdrawCash/createInvitationCode); asked only once the invitation says qualified. */
export const useInviteCode = (qualified: boolean) =>
  useQuery({ queryKey: inviteKeys.code, enabled: qualified, staleTime: Infinity, queryFn: () => http.post<CreateInvitationCodeData>(API_PATHS.withdrawCash.createInvitationCode) });
