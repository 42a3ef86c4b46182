import { createStepFlow } from '@credit/shared/ui';

/** /changeAccountMobile → /smsVerify → /modifyLoginNumber → /verifyResult, in memory only. */
export const changeMobileFlow = createStepFlow<'started' | 'oldVerified' | 'changed', { newMobileMask: string }>();
export const CHANGE_MOBILE_FIRST = '/changeAccountMobile';
