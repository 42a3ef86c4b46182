import type { ComponentProps } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, HttpError } from '@credit/shared';
import { PasswordChangeForm, type PasswordValues } from './PasswordChangeForm';

afterEach(cleanup);

type FormProps = Omit<ComponentProps<typeof PasswordChangeForm<PasswordValues>>, 'mutation' | 'body' | 'onAnswer'> & { onSubmit: Mock };

/** The form with a mutation whose call is `onSubmit` (the values sent as they are). */
function Form({ onSubmit, ...props }: FormProps) {
  const mutation = useMutation({ mutationFn: (values: PasswordValues) => onSubmit(values) as Promise<unknown> });
  return <PasswordChangeForm {...props} mutation={mutation} body={(values) => values} onAnswer={() => undefined} />;
}

function renderForm(props: FormProps) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Form {...props} />
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认' }));
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;

describe('PasswordChangeForm', () => {
  it('checks the rule, then the pair, before calling anything', async () => {
    const onSubmit = vi.fn();
    renderForm({ kind: 'login', withOld: true, submitText: '确认', onSubmit });
    type('原密码', 'Old12345');
    type('新密码', 'abcdef');
    type('确认密码', 'abcdef');
    submit();
    await waitFor(() => expect(errorOf('pw-new')).toBe('密码为6-16位字母和数字的组合'));
    type('新密码', 'Old12345');
    type('确认密码', 'Old12345');
    submit();
    await waitFor(() => expect(errorOf('pw-new')).toBe('新密码与旧密码不可以相同'));
    type('新密码', 'New12345');
    type('确认密码', 'New1234');
    submit();
    await waitFor(() => expect(errorOf('pw-confirm')).toBe('您两次密码输入不一致，请重新输入'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('uses the deal-password rule for deal passwords', async () => {
    renderForm({ kind: 'deal', withOld: false, submitText: '确认', onSubmit: vi.fn() });
    type('新密码', '123456');
    type('确认密码', '123456');
    submit();
    await waitFor(() => expect(errorOf('pw-new')).toBe('密码必须是6-16位数字和字母组合'));
    expect(screen.queryByLabelText('原密码')).toBeNull();
  });

  it('sends clean values and puts a wrong old password at the old field, keeping what was typed', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(2006, '密码不正确', false));
    renderForm({ kind: 'login', withOld: true, submitText: '确认', onSubmit });
    type('原密码', ' Old12345 ');
    type('新密码', 'New12345');
    type('确认密码', 'New12345');
    submit();
    await waitFor(() => expect(errorOf('pw-old')).toBe('密码不正确'));
    expect(onSubmit).toHaveBeenCalledWith({ old: 'Old12345', password: 'New12345', confirm: 'New12345' });
    expect((screen.getByLabelText('新密码') as HTMLInputElement).value).toBe('New12345');
  });

  it('hands a failure no field owns to the page, else shows it at form level', async () => {
    const onForeignRefusal = vi.fn().mockResolvedValue(false);
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(2019, '', false));
    renderForm({ kind: 'login', withOld: false, submitText: '确认', onSubmit, onForeignRefusal });
    type('新密码', 'New12345');
    type('确认密码', 'New12345');
    submit();
    await waitFor(() => expect(onForeignRefusal).toHaveBeenCalledWith(expect.objectContaining({ status: 2019 }), '亲，您的验证码已失效'));
    await waitFor(() => expect(screen.getAllByRole('alert').some((n) => n.textContent === '亲，您的验证码已失效')).toBe(true));
  });

  it.each([
    ['a network failure', new HttpError('network')],
    ['a general code', new ApiError(1001, '系统繁忙', true)],
  ])('shows nothing more after %s the shell already toasted', async (_name, failure) => {
    const onForeignRefusal = vi.fn();
    const onSubmit = vi.fn().mockRejectedValue(failure);
    renderForm({ kind: 'login', withOld: false, submitText: '确认', onSubmit, onForeignRefusal });
    type('新密码', 'New12345');
    type('确认密码', 'New12345');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    // The button is free again, what was typed stays, and no line of the form says anything.
    await waitFor(() => expect(screen.getByRole('button', { name: '确认' }).className).not.toContain('adm-button-loading'));
    expect((screen.getByLabelText('新密码') as HTMLInputElement).value).toBe('New12345');
    expect(onForeignRefusal).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').every((n) => n.textContent === '')).toBe(true);
  });
});
