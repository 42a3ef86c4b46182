import type { QueryClient } from '@tanstack/react-query';
import { useRead } from '@credit/shared';
import { custodyReads } from './custodyReads';

// The custody account's keys and status read, shared by the custody pages and the full authentication's
// 存管账户 item (a feature imports no other feature).

/** The root of the custody account's reads (custodyReads, sharedReads.custodyGuidance). */
export const custodyKeys = { all: ['custody'] as const };

/** Anything that moved the custody account or its money: every custody read again. */
export const invalidateCustody = (client: QueryClient) => client.invalidateQueries({ queryKey: custodyKeys.all });

export const useDepositoryStatus = () => useRead(custodyReads.status);
