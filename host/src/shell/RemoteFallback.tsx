import { MESSAGES } from '@credit/shared';

/** Shown inside the shell when a remote or one of its pages cannot be loaded. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="state-page" data-testid="remote-fallback" role="alert">
      <h2>页面加载失败</h2>
      <p>{MESSAGES.network}</p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        重新加载
      </button>
    </section>
  );
}
