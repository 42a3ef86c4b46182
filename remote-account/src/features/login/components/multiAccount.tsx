import type { MultiAccountInfoData } from '@credit/shared/api';
import { multiAccountInfo } from '../api';
import { LoadFailed, Loading } from '../../../components/LoadStatus';
import { useLoad, type LoadState } from '../../../components/useLoad';
import { Steps } from '../../../components/form/Steps';

/** The account's bound mobiles, fetched on mount; `retry` after a failure. */
export function useMultiAccountInfo() {
  const [state, retry] = useLoad(multiAccountInfo);
  return { state, retry };
}

/** Loading and failure states of a page waiting for the info. */
export function InfoPending({ state, onRetry }: { state: LoadState<MultiAccountInfoData>; onRetry: () => void }) {
  if (state.phase === 'failed') return <LoadFailed message={state.message} onRetry={onRetry} />;
  return <Loading />;
}

const STEPS = ['选择手机号', '验证手机号', '验证身份', '完成'] as const;

/** Where the user is in the four pages of the flow. */
export function MaSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  return <Steps labels={STEPS} current={current} />;
}
