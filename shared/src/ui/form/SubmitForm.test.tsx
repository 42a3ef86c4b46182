import type { ReactNode } from 'react';
import { act, cleanup, createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, RULES } from '@credit/shared';
import { Field } from './Field';
import { SubmitForm } from './SubmitForm';
import { useForm } from './useForm';
import { useSubmit } from './useSubmit';

const KEYS = { mobile: 'mobile' } as const;

function Wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>{children}</QueryClientProvider>;
}

/** A one-field form sent through the one submit path, as a page builds it. */
function MobileForm({ call, alsoCheck, errorTestId }: { call: (mobile: string) => Promise<string>; alsoCheck?: () => boolean; errorTestId?: string }) {
  const form = useForm(KEYS);
  const submit = useSubmit(useMutation({ mutationFn: call }));
  return (
    <SubmitForm form={form} submit={submit} alsoCheck={alsoCheck} onSubmit={() => submit.run(form.clean('mobile'))} submitText="下一步" errorTestId={errorTestId} aria-label="手机号">
      <Field id="m" label="手机号" {...form.field('mobile')} />
    </SubmitForm>
  );
}

const type = (value: string) => fireEvent.change(screen.getByLabelText('手机号', { selector: 'input' }), { target: { value } });
const tap = () => fireEvent.click(screen.getByRole('button', { name: '下一步' }));
const tap2 = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const line = () => document.querySelector('p.ui-error:not([id])');

afterEach(cleanup);

describe('SubmitForm', () => {
  it('stops an invalid form at the gate, shows the field message and keeps what was typed', async () => {
    const call = vi.fn(() => Promise.resolve('ok'));
    render(<MobileForm call={call} />, { wrapper: Wrapper });
    type('123');
    await act(async () => tap());
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByText(RULES.mobile.tips as string)).toBeTruthy();
    // The browser never submits the page itself (a reload would lose what was typed).
    const event = createEvent.submit(screen.getByRole('form', { name: '手机号' }));
    await act(async () => fireEvent(screen.getByRole('form', { name: '手机号' }), event));
    expect(event.defaultPrevented).toBe(true);
    expect((screen.getByLabelText('手机号', { selector: 'input' }) as HTMLInputElement).value).toBe('123');
  });

  it('runs the page check with the fields, so both messages show and nothing is sent', async () => {
    const call = vi.fn(() => Promise.resolve('ok'));
    const alsoCheck = vi.fn(() => false);
    render(<MobileForm call={call} alsoCheck={alsoCheck} />, { wrapper: Wrapper });
    await act(async () => tap());
    expect(alsoCheck).toHaveBeenCalled();
    expect(screen.getByText(RULES.mobile.required)).toBeTruthy();
    type('13800138000');
    await act(async () => tap());
    expect(call).not.toHaveBeenCalled();
  });

  it('sends once on a double tap, and shows the pending state on its button meanwhile', async () => {
    let answer: (v: string) => void = () => {};
    const call = vi.fn(() => new Promise<string>((r) => { answer = r; }));
    render(<MobileForm call={call} />, { wrapper: Wrapper });
    type('138 0013 8000');
    const form = screen.getByRole('form', { name: '手机号' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(screen.getByRole('button').className).toContain('adm-button-loading'));
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(form);
    await act(async () => answer('ok'));
    await waitFor(() => expect(screen.getByRole('button', { name: '下一步' }).className).not.toContain('adm-button-loading'));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('13800138000', expect.anything());
  });

  it('holds a second tap while the page asks before the call (a confirm), so it asks once', async () => {
    let sure: (v: boolean) => void = () => {};
    const ask = vi.fn(() => new Promise<boolean>((r) => { sure = r; }));
    function Confirmed() {
      const submit = useSubmit(useMutation({ mutationFn: () => Promise.resolve('ok') }));
      return <SubmitForm submit={submit} onSubmit={async () => (await ask()) && submit.run(undefined)} submitText="确认注销" danger aria-label="注销">{null}</SubmitForm>;
    }
    render(<Confirmed />, { wrapper: Wrapper });
    const form = screen.getByRole('form', { name: '注销' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(ask).toHaveBeenCalledTimes(1);
    await act(async () => sure(false));
    fireEvent.submit(form);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('can keep the button text while pending (disabled only) and leave out an empty line', async () => {
    let answer: (v: string) => void = () => {};
    function Quiet() {
      const submit = useSubmit(useMutation({ mutationFn: () => new Promise<string>((r) => { answer = r; }) }));
      return <SubmitForm submit={submit} onSubmit={() => submit.run(undefined)} submitText="保存" pendingAs="disabled" emptyLine={false}>{null}</SubmitForm>;
    }
    render(<Quiet />, { wrapper: Wrapper });
    expect(line()).toBeNull();
    await act(async () => tap2('保存'));
    await waitFor(() => expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true));
    await act(async () => answer('ok'));
    await waitFor(() => expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it("shows a refusal on the form's line, with its test id, and keeps what was typed", async () => {
    const call = vi.fn(() => Promise.reject(new ApiError(40403, '账户存在未结清借款', false)));
    render(<MobileForm call={call} errorTestId="form-reason" />, { wrapper: Wrapper });
    type('13800138000');
    expect(line()?.textContent).toBe('');
    await act(async () => tap());
    await waitFor(() => expect(screen.getByTestId('form-reason').textContent).toBe('账户存在未结清借款'));
    expect(screen.getByTestId('form-reason').getAttribute('role')).toBe('alert');
    expect((screen.getByLabelText('手机号', { selector: 'input' }) as HTMLInputElement).value).toBe('13800138000');
  });
});
