import { Button, ErrorBlock } from 'antd-mobile';

/** A page whose data did not load: what failed, the server's reason when there is one, and a retry. */
export function LoadFailed({ title, message, onRetry }: { title: string; message: string | null; onRetry: () => void }) {
  return (
    <div className="acc-page">
      <ErrorBlock status="default" title={title} description={message ?? '请检查网络后重试'}>
        <Button color="primary" shape="rounded" onClick={onRetry}>重新加载</Button>
      </ErrorBlock>
    </div>
  );
}
