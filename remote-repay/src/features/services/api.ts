import { useQuery } from '@tanstack/react-query';
import { API_PATHS, http } from '@credit/shared';
import type { InsurerBillsData, InsurerEntranceData, LetongBillData, LetongPackage, LetongPackagesData, RefundsData } from '@credit/shared/api';

/** The services around a loan: the insurer (spec 7.7), refunds, the Letong card (spec 2.2 letong pages). */

const post = <T,>(path: string, body?: Record<string, unknown>) => http.post<T>(path, body);

export const useInsurer = () => useQuery({ queryKey: ['insurer', 'entrance'], queryFn: () => post<InsurerEntranceData>(API_PATHS.insurer.entrance) });
export const useInsurerBills = () => useQuery({ queryKey: ['insurer', 'bills'], queryFn: () => post<InsurerBillsData>(API_PATHS.insurer.payBillList) });
export const useRefunds = () => useQuery({ queryKey: ['bill', 'refunds'], queryFn: () => post<RefundsData>(API_PATHS.bill.refunds) });
export const useLetongPackages = () => useQuery({ queryKey: ['letong', 'packages'], queryFn: () => post<LetongPackagesData>(API_PATHS.letong.packages), staleTime: Infinity });
export function useLetongPackage(packageId: string) {
  return useQuery({ queryKey: ['letong', 'package', packageId], queryFn: () => post<LetongPackage>(API_PATHS.letong.package, { packageId }), staleTime: Infinity });
}
export const useLetongBill = () => useQuery({ queryKey: ['letong', 'bill'], queryFn: () => post<LetongBillData>(API_PATHS.letong.bill) });
