import { Button, DotLoading } from 'antd-mobile';
import { MESSAGES } from '@credit/shared';

/** The loading line of a content page. */
export function Loading({ label = '加载中' }: { label?: string }) {
  return (
    <div className="cnt-status" role="status" aria-live="polite">
      <DotLoading color="currentColor" />
      <span>{label}</span>
    </div>
  );
}

/** A failed load: what went wrong and a retry button. */
export function LoadFailed({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <div className="cnt-status" role="alert">
      <p>{message ?? MESSAGES.network}</p>
      <Button color="primary" fill="outline" shape="rounded" onClick={onRetry}>
        重新加载
      </Button>
    </div>
  );
}
