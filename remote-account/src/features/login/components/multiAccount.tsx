import { Steps } from '@credit/shared/ui';

const STEPS = ['选择手机号', '验证手机号', '验证身份', '完成'] as const;

/** Where the user is in the four pages of the flow. */
export function MaSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  return <Steps labels={STEPS} current={current} />;
}
