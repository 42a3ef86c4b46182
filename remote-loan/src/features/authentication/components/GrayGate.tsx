import type { ReactNode } from 'react';
import { MESSAGES } from '@credit/shared';
import { useGrayTestList } from '../api';

/**
 * Spec 6: routes on the server's gray-test list (personalInfo, uploadCard, creditCardList among them)
 * show the maintenance message instead of the page. The list failing to load lets the page through:
 * the page's own calls still answer for themselves.
 */
export function GrayGate({ route, children }: { route: string; children: ReactNode }) {
  const list = useGrayTestList();
  if (list.isPending) return null;
  if (list.data?.routes.includes(route)) {
    return (
      <div className="auth-result" role="alert">
        <p>{MESSAGES.maintenance}</p>
      </div>
    );
  }
  return <>{children}</>;
}
