import { useEffect, useState } from 'react';
import { shell } from '@credit/shared';

/**
 * Step 2 of a reset: the proof step 1 left in memory, read once on entry. Without it (a deep link,
 * a reload, an expired code) the user goes back to step 1, replacing this entry in history.
 */
export function useProof<T>(holder: { get(): T | null }, stepOnePath: string): T | null {
  const [proof] = useState(() => holder.get());
  useEffect(() => {
    if (!proof) shell.navigate(stepOnePath, { replace: true });
  }, [proof, stepOnePath]);
  return proof;
}

/** What step 2 shows for the moment it takes to send a user without a proof back to step 1. */
export function BackToStepOne() {
  return (
    <div className="ui-result" role="status">
      <p>请先完成身份验证，正在返回上一步…</p>
    </div>
  );
}
