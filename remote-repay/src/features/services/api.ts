import { useRead } from '@credit/shared';
import { serviceReads } from './reads';

/** The services around a loan: the insurer (spec 7.7), refunds, the Letong card (spec 2.2 letong pages). */

export const useInsurer = () => useRead(serviceReads.insurer);
export const useInsurerBills = () => useRead(serviceReads.insurerBills);
export const useRefunds = () => useRead(serviceReads.refunds);
export const useLetongPackages = () => useRead(serviceReads.letongPackages);
export function useLetongPackage(packageId: string) {
  return useRead(serviceReads.letongPackage, { packageId });
}
export const useLetongBill = () => useRead(serviceReads.letongBill);
