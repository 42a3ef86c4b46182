import { Button, DotLoading } from 'antd-mobile';

/** Loading, or the failure of a load with a retry (the http client already toasted the cause). */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed) {
    return (
      <div className="acc-result" role="status" aria-label="加载中">
        <DotLoading />
      </div>
    );
  }
  return (
    <div className="acc-result" role="alert">
      <h2>加载失败</h2>
      <p>请检查网络后重试</p>
      <Button color="primary" shape="rounded" onClick={onRetry}>
        重新加载
      </Button>
    </div>
  );
}
