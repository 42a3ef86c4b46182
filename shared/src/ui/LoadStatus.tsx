import { Button, DotLoading, ErrorBlock, Skeleton } from 'antd-mobile';
import { useDeferredValue, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { ApiError, isLoginAtom, loadFailureText, MESSAGES, sessionStore } from '@credit/shared';
import './form.css';

/**
 * A page's data on its way: a skeleton of `lines` lines where the layout is known, else a short
 * announced line. Never a blank page.
 */
export function Loading({ label = '加载中', lines }: { label?: string; lines?: number }) {
  if (lines) {
    return (
      <div className="ui-page" aria-busy="true" aria-label={label}>
        <Skeleton.Paragraph lineCount={lines} animated />
      </div>
    );
  }
  return (
    <div className="ui-status" role="status" aria-live="polite">
      <DotLoading color="currentColor" />
      <span>{label}</span>
    </div>
  );
}

/** The session is gone (1008): the shell's 登录信息失效 popup says so, then sends the user to log in. */
const SESSION_INVALID = 1008;

/**
 * Data that did not load: what failed, why (the refusal's wording, else the network message), and a retry.
 * A read refused because a logged-in session is gone shows nothing of its own: the shell's popup is the
 * one message (a failure block under it said the same twice, issue 39).
 */
export function LoadFailed({ title = '加载失败', error, onRetry }: { title?: string; error: unknown; onRetry: () => void }) {
  const isLogin = useAtomValue(isLoginAtom, { store: sessionStore });
  if (isLogin && error instanceof ApiError && error.status === SESSION_INVALID) return <></>;
  const message = loadFailureText(error);
  return (
    <div className="ui-status" role="alert">
      <ErrorBlock status="default" title={title} description={message || MESSAGES.network}>
        <Button color="primary" shape="rounded" onClick={onRetry}>
          重新加载
        </Button>
      </ErrorBlock>
    </div>
  );
}

interface QueryLike<T> {
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch(): unknown;
}

/**
 * The four states of a page's server data, from a data-layer query (`useQuery`): loading,
 * failed with a retry, empty, content. A refetch (after a mutation) keeps the content on screen.
 */
export function QueryView<T>({
  query, loading = <Loading />, failedTitle, isEmpty, empty, children,
}: {
  query: QueryLike<T>;
  loading?: ReactNode;
  failedTitle?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  // Query results arrive as synchronous updates (useSyncExternalStore): the content they reveal, often
  // a whole page, would render in one long task. Deferred, it renders at transition priority, in
  // slices that yield to a tap, while what was shown stays.
  const data = useDeferredValue(query.data);
  if (data === undefined) {
    if (query.data !== undefined || !query.isError) return <>{loading}</>;
    return <LoadFailed title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  // A failed refetch keeps what is shown: the shell has toasted the failure.
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
