import { API_PATHS, defineRead } from '@credit/shared';
import type { CreateInvitationCodeData } from '@credit/shared/api';

/** The invitation's own read as data (ADR 046); the invitation itself is walletReads.invitations. */
export const inviteReads = {
  /** The qualified inviter's code (withdrawCash/createInvitationCode): one per user, kept for the visit. */
  code: defineRead<CreateInvitationCodeData>({ key: ['invite', 'code'], path: API_PATHS.withdrawCash.createInvitationCode, staleTime: Infinity }),
};
