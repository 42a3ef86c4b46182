import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { SmsPurpose } from '@credit/shared/api';
import { sendSms } from './sms';
import { ACCOUNT_FIELDS, type StatusField } from './statusField';
import { useSubmit, type FieldMap, type WithoutKey } from './useSubmit';

/** What an SMS code field needs of its sender: `run` resolves true when the code went out (the countdown then starts). */
export interface CodeSend {
  run: () => Promise<boolean>;
  pending: boolean;
}

/**
 * A "获取验证码" through the one submit path: `variables` says what to send (null: a field check
 * failed, nothing is sent), a refusal goes to its field by the map, else to the code field. The send
 * mutation comes from the area's api.ts (no loading mask: the button shows its own state).
 */
export function useSendCode<V, F extends string>(
  mutation: UseMutationResult<unknown, unknown, V>,
  { variables, form, fields, codeField }: { variables: () => V | null; form: { setError(name: F, message: string | undefined): void }; fields?: FieldMap<F>; codeField: F },
): CodeSend {
  const submit = useSubmit<V, unknown, F>(mutation, { fields, form, otherwise: codeField });
  return {
    run: async () => {
      const sent = variables();
      // A send carries no Idempotency-Key, so what is sent is exactly the mutation's variables.
      return sent === null ? false : submit.run(sent as WithoutKey<V>);
    },
    pending: submit.pending,
  };
}

interface MobileCodeForm {
  check(names: 'mobile'[]): boolean;
  clean(name: 'mobile'): string;
  setError(name: 'code' | 'mobile', message: string | undefined): void;
}

/** A code of `purpose` to a mobile the user is typing into the same form (login, register, reset). */
export function useMobileCodeSend(form: MobileCodeForm, purpose: SmsPurpose): CodeSend {
  const mutation = useMutation({ mutationFn: (mobile: string) => sendSms(mobile, purpose), meta: { mask: false } });
  return useSendCode<string, StatusField>(mutation, {
    variables: () => (form.check(['mobile']) ? form.clean('mobile') : null),
    form: form as { setError(name: StatusField, message: string | undefined): void },
    fields: ACCOUNT_FIELDS,
    codeField: 'code',
  });
}
