import { API_PATHS, defineRead } from '@credit/shared';
import type {
  DuibaAccessData, FudouBalanceData, FudouDetailsData, FudouRateData, MemberCardData, PointsBalanceData, PointsDetailsData, PointsTasksData,
} from '@credit/shared/api';

/** The membership reads as data (ADR 046), under `member` (membershipKeys.all), which a spend or a grant of points invalidates. */
export const memberReads = {
  card: defineRead<MemberCardData>({ key: ['member', 'card'], path: API_PATHS.market.memberCard }),
  /** The points balance: the call carries the host's channel and the user's uuid (spec 7.7), given at the call. */
  points: defineRead<PointsBalanceData>({ key: ['member', 'points'], path: API_PATHS.points.balance, params: ['channel', 'uuid'] }),
  pointsDetails: defineRead<PointsDetailsData>({ key: ['member', 'pointsDetails'], path: API_PATHS.points.details }),
  tasks: defineRead<PointsTasksData>({ key: ['member', 'tasks'], path: API_PATHS.points.taskQuery }),
  fudou: defineRead<FudouBalanceData>({ key: ['member', 'fudou'], path: API_PATHS.points.fudouBalance }),
  fudouDetails: defineRead<FudouDetailsData>({ key: ['member', 'fudouDetails'], path: API_PATHS.points.fudouDetails }),
  fudouRate: defineRead<FudouRateData>({ key: ['member', 'fudouRate'], path: API_PATHS.points.fudouRate }),
  /** The user's access to the points mall (mkmoln/points/duibaAccess). */
  mallAccess: defineRead<DuibaAccessData>({ key: ['member', 'mallAccess'], path: API_PATHS.contentConfig.duibaAccess }),
};
