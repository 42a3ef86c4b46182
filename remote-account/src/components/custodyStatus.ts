import { useQuery, type QueryClient } from '@tanstack/react-query';
import { API_PATHS, http } from '@credit/shared';
import type { DepositoryStatusData } from '@credit/shared/api';

// The custody account's keys and status read, shared by the custody pages and the full authentication's
// 存管账户 item (a feature imports no other feature).

/** The custody account's calls (spec 7.5 depository, custody, capitalDepository; ADR 037). */
export const custodyKeys = {
  all: ['custody'] as const,
  status: ['custody', 'status'] as const,
  guidance: ['custody', 'guidance'] as const,
  aptitude: ['custody', 'aptitude'] as const,
  withdrawals: ['custody', 'withdrawals'] as const,
  withdrawable: ['custody', 'withdrawable'] as const,
  withdrawal: (withdrawNo: string) => ['custody', 'withdrawal', withdrawNo] as const,
  request: (amountFen: number) => ['custody', 'request', amountFen] as const,
};

/** Anything that moved the custody account or its money: every custody read again. */
export const invalidateCustody = (client: QueryClient) => client.invalidateQueries({ queryKey: custodyKeys.all });

export const useDepositoryStatus = () => useQuery({ queryKey: custodyKeys.status, queryFn: () => http.post<DepositoryStatusData>(API_PATHS.depository.status) });
