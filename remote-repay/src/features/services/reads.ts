import { API_PATHS, defineRead } from '@credit/shared';
import type { InsurerBillsData, InsurerEntranceData, LetongBillData, LetongPackage, LetongPackagesData, RefundsData } from '@credit/shared/api';

/** The services around a loan as data (ADR 046): the insurer, refunds, the Letong card. */
export const serviceReads = {
  insurer: defineRead<InsurerEntranceData>({ key: ['insurer', 'entrance'], path: API_PATHS.insurer.entrance }),
  insurerBills: defineRead<InsurerBillsData>({ key: ['insurer', 'bills'], path: API_PATHS.insurer.payBillList }),
  refunds: defineRead<RefundsData>({ key: ['bill', 'refunds'], path: API_PATHS.bill.refunds }),
  /** The Letong packages do not change during a visit. */
  letongPackages: defineRead<LetongPackagesData>({ key: ['letong', 'packages'], path: API_PATHS.letong.packages, staleTime: Infinity }),
  letongPackage: defineRead<LetongPackage>({ key: ['letong', 'package'], path: API_PATHS.letong.package, params: ['packageId'], staleTime: Infinity }),
  letongBill: defineRead<LetongBillData>({ key: ['letong', 'bill'], path: API_PATHS.letong.bill }),
};
