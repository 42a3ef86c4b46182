import { useCallback, useEffect, useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import type { MultiAccountInfoData } from '@credit/shared/api';
import { multiAccountInfo } from '../../api/login';
import { callApi } from '../form/callApi';

export type InfoState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string | null }
  | { kind: 'ready'; info: MultiAccountInfoData };

/** The account's bound mobiles, fetched on mount; `reload` retries after a failure. */
export function useMultiAccountInfo() {
  const [state, setState] = useState<InfoState>({ kind: 'loading' });
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const result = await callApi(multiAccountInfo, { loading: false });
    setState(result.ok ? { kind: 'ready', info: result.data } : { kind: 'error', message: result.message });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { state, reload: load };
}

/** Loading and failure states of a page waiting for the info. */
export function InfoPending({ state, onRetry }: { state: InfoState; onRetry: () => void }) {
  if (state.kind === 'loading') {
    return (
      <div className="acc-result" role="status">
        <DotLoading /> <p>加载中</p>
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="acc-result">
        <h2>加载失败</h2>
        <p role="alert">{state.message ?? '请检查网络后重试'}</p>
        <Button color="primary" shape="rounded" onClick={onRetry}>
          重新加载
        </Button>
      </div>
    );
  }
  return null;
}

const STEPS = ['选择手机号', '验证手机号', '验证身份', '完成'] as const;

/** Where the user is in the four pages of the flow. */
export function MaSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  return (
    <ol className="login-steps" aria-label="操作步骤">
      {STEPS.map((step, i) => (
        <li key={step} aria-current={i === current ? 'step' : undefined}>
          {i + 1}. {step}
        </li>
      ))}
    </ol>
  );
}
