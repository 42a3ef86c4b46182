import { Component, type ReactNode } from 'react';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, HttpError } from '@credit/shared';
import { SMS_CODE_STATUSES, PASSWORD_PROOF_STATUSES } from './statusField';
import { fieldMap, useSubmit, type Keyed, type SubmitOptions } from './useSubmit';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>{children}</QueryClientProvider>
);

const refusal = (status: number) => new ApiError(status, 'server words', false);

/** A form whose call is `call`, submitted through the one path. */
function useForm<V>(call: (v: V) => Promise<string>, options: SubmitOptions<V, string, 'code' | 'password'> = {}) {
  const mutation = useMutation({ mutationFn: call });
  return useSubmit(mutation, options as never);
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('fieldMap', () => {
  it('maps each status of a group to its field', () => {
    const map = fieldMap({ code: SMS_CODE_STATUSES, password: PASSWORD_PROOF_STATUSES });
    expect(map[2017]).toBe('code');
    expect(map[2006]).toBe('password');
    expect(map[1004]).toBeUndefined();
  });
  it('refuses a status claimed by two fields', () => {
    expect(() => fieldMap({ code: [2017], password: [2017] })).toThrow(/2017/);
  });
});

describe('useSubmit', () => {
  it('sends once while a submission is in flight', async () => {
    let release: (v: string) => void = () => {};
    const call = vi.fn(() => new Promise<string>((r) => { release = r; }));
    const { result } = renderHook(() => useForm(call), { wrapper });
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = result.current.run({});
      second = result.current.run({});
    });
    await waitFor(() => expect(call).toHaveBeenCalled());
    await act(async () => release('ok'));
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('puts a mapped refusal on its field and an unmapped one on the form line, in the catalogue words', async () => {
    const setError = vi.fn();
    const fields = fieldMap({ code: SMS_CODE_STATUSES });
    const call = vi.fn().mockRejectedValueOnce(refusal(2017)).mockRejectedValueOnce(refusal(2010));
    const { result } = renderHook(() => useForm(call, { fields, form: { setError } }), { wrapper });
    await act(async () => void (await result.current.run({})));
    expect(setError).toHaveBeenCalledWith('code', expect.stringContaining('验证码'));
    expect(result.current.error).toBeNull();
    await act(async () => void (await result.current.run({})));
    expect(setError).toHaveBeenCalledTimes(1);
    expect(result.current.error).toMatch(/密码/);
  });

  it('lets the page handle a refusal itself', async () => {
    const onRefused = vi.fn(() => true);
    const { result } = renderHook(() => useForm(() => Promise.reject(refusal(40403)), { onRefused }), { wrapper });
    await act(async () => void (await result.current.run({})));
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ status: 40403 }), {});
    expect(result.current.error).toBeNull();
  });

  it('keeps the Idempotency-Key after a lost answer and a 1006, and ends it with any answer', async () => {
    const keys: string[] = [];
    const outcomes: (() => Promise<string>)[] = [
      () => Promise.reject(new HttpError('network')),
      () => Promise.reject(refusal(1006)),
      () => Promise.resolve('paid'),
      () => Promise.reject(refusal(3003)),
      () => Promise.resolve('paid again'),
    ];
    const call = ({ idempotencyKey }: Keyed) => {
      keys.push(idempotencyKey);
      return outcomes[keys.length - 1]!();
    };
    const onAnswer = vi.fn();
    const { result } = renderHook(() => useForm(call, { idempotency: { screen: 'pay', subject: 'B1' }, onAnswer }), { wrapper });
    for (let i = 0; i < outcomes.length; i++) await act(async () => void (await result.current.run({} as never)));
    const [lost, running, answered, refused, next] = keys;
    expect(running).toBe(lost);
    expect(answered).toBe(lost);
    expect(refused).not.toBe(answered);
    expect(next).not.toBe(refused);
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });

  it('renews a per-intent key when what is sent changes', async () => {
    const keys: string[] = [];
    const call = ({ idempotencyKey }: Keyed & { text: string }) => {
      keys.push(idempotencyKey);
      return Promise.reject(new HttpError('timeout'));
    };
    const { result } = renderHook(() => useForm(call, { idempotency: 'per-intent' }), { wrapper });
    for (const text of ['a', 'a', 'b']) await act(async () => void (await result.current.run({ text } as never)));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('throws anything that is neither an answer nor a lost answer to the error boundary', async () => {
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      render() {
        return this.state.failed ? <p>boundary</p> : this.props.children;
      }
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    let submit: ((v: object) => Promise<boolean>) | null = null;
    function Form() {
      submit = useForm(() => Promise.reject(new TypeError('a bug'))).run;
      return <p>form</p>;
    }
    render(<Boundary><Form /></Boundary>, { wrapper });
    await act(async () => void (await submit!({})));
    await waitFor(() => expect(screen.getByText('boundary')).toBeTruthy());
    quiet.mockRestore();
  });
});
