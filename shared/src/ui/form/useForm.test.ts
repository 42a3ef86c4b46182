import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { RULES } from '@credit/shared';
import { useForm } from './useForm';

const rules = { mobile: 'mobile', code: 'smsCode', note: null } as const;

describe('useForm', () => {
  it('checks the named fields with the shared rules and shows every failing one', () => {
    const { result } = renderHook(() => useForm(rules));
    let passed = true;
    act(() => {
      passed = result.current.check();
    });
    expect(passed).toBe(false);
    expect(result.current.errors).toEqual({ mobile: RULES.mobile.required, code: RULES.smsCode.required, note: undefined });

    act(() => result.current.set('mobile', '123'));
    act(() => {
      passed = result.current.check(['mobile']);
    });
    expect(passed).toBe(false);
    expect(result.current.errors.mobile).toBe(RULES.mobile.tips);
    // Checking one field leaves the others' messages alone.
    expect(result.current.errors.code).toBe(RULES.smsCode.required);
  });

  it('typing clears that field\'s message and keeps the value as typed; clean strips whitespace', () => {
    const { result } = renderHook(() => useForm(rules));
    act(() => void result.current.check());
    act(() => result.current.set('mobile', '138 0013 8000'));
    expect(result.current.errors.mobile).toBeUndefined();
    expect(result.current.values.mobile).toBe('138 0013 8000');
    expect(result.current.clean('mobile')).toBe('13800138000');
    let passed = false;
    act(() => {
      passed = result.current.check(['mobile']);
    });
    expect(passed).toBe(true);
  });

  it('a server message can be put on a field; the field props carry value, message and setter', () => {
    const { result } = renderHook(() => useForm(rules));
    act(() => result.current.setError('code', '亲，您填写的验证码错误'));
    const props = result.current.field('code');
    expect(props).toMatchObject({ value: '', error: '亲，您填写的验证码错误' });
    act(() => props.onChange('123456'));
    expect(result.current.field('code')).toMatchObject({ value: '123456', error: undefined });
  });
});
