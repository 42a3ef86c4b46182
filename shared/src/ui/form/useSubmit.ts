import { useCallback, useRef, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError, confirmKeyFor, failureMessage, forgetConfirmKey, HttpError, newIdempotencyKey } from '@credit/shared';

/**
 * The one submit path of every form (ADR 021). A page declares what its call is (a mutation from its
 * area's `api.ts`), which refusals belong to which field (a `FieldMap`), and, for a call that must not
 * take effect twice, how its Idempotency-Key is kept; the hook does the rest the same way everywhere:
 * - one submission at a time (a double tap while one is in flight does nothing);
 * - `pending` is the mutation's own;
 * - a refusal goes to its field by the declared map, else to the form's line, in the catalogue's words
 *   (nothing when the shell already toasted it); what the user typed stays;
 * - a lost answer (no response) is toasted by the shell; the key is kept, so the retry is the same intent;
 * - any answer, success or refusal, ends the key, so the next submission is a new intent; a refusal that
 *   says the first try is still being worked on (1006) keeps it, like a lost answer;
 * - anything that is neither an answer nor a lost answer is a bug: it is rethrown into React, to the
 *   nearest error boundary, never swallowed.
 */

/** Which form field shows a refusal, by status (spec 8); a status not listed goes to the form's line. */
export type FieldMap<F extends string> = Readonly<Partial<Record<number, F>>>;

/** Builds a form's declared map from the shared status groups: `fieldMap({ code: SMS_CODE_STATUSES })`. */
export function fieldMap<F extends string>(groups: Readonly<Partial<Record<F, readonly number[]>>>): FieldMap<F> {
  const map: Partial<Record<number, F>> = {};
  for (const [field, statuses] of Object.entries(groups) as [F, readonly number[]][]) {
    for (const status of statuses) {
      if (map[status] !== undefined) throw new Error(`status ${status} is mapped to both ${map[status]} and ${field}`);
      map[status] = field;
    }
  }
  return map;
}

/** A refusal that says the server is still working on this key (spec 8: 请勿重复提交). */
export const STILL_RUNNING_STATUS = 1006;

/**
 * How a call that must not take effect twice keys its intent:
 * - `{ screen, subject }`: a confirm screen (a loan submit, a repayment); the key is kept in
 *   sessionStorage, so a reload of the screen is still the same intent (`confirmKeyFor`);
 * - `'per-intent'`: a message or a request; the key lives in memory and is renewed when what is sent
 *   changes (the same body sent again after a lost answer is the same intent).
 */
export type Idempotency = { screen: string; subject: string } | 'per-intent';

export interface Keyed {
  idempotencyKey: string;
}

export interface SubmitOptions<V, T, F extends string> {
  /** Refusals that belong to a field (the form's declared map). */
  fields?: FieldMap<F>;
  /** Where a field's message goes (a `useForm` instance, or any setter). */
  form?: { setError(name: F, message: string | undefined): void };
  /** Where a refusal of no listed field goes instead of the form's line (a code send: the code field). */
  otherwise?: F;
  /** The call carries an Idempotency-Key (the mutation's variables then hold `idempotencyKey`). */
  idempotency?: Idempotency;
  /** The answer: the page moves on. */
  onAnswer?: (answer: T, variables: V) => unknown;
  /**
   * A refusal the page handles itself (e.g. an order that went ahead under another key): true when
   * handled, so nothing is shown; false to show it as usual.
   */
  onRefused?: (error: ApiError, variables: V) => boolean | Promise<boolean>;
  /** After any answer or refusal, not after a lost answer: e.g. read again what the call changed. */
  onSettled?: () => unknown;
}

export interface Submit<V> {
  /** Submits once; resolves true when the server answered with success. */
  run: (variables: V) => Promise<boolean>;
  pending: boolean;
  /** The form's line: a refusal that belongs to no field. */
  error: string | null;
  setError: (message: string | null) => void;
}

export type WithoutKey<V> = V extends Keyed ? Omit<V, 'idempotencyKey'> : V;

/** Keeps and ends the Idempotency-Key of one form: the one rule, in one place. */
function keyKeeper(idempotencyOf: () => Idempotency | undefined) {
  let memory: { key: string; body: string } | null = null;
  return {
    keyFor(variables: unknown): string | undefined {
      const idempotency = idempotencyOf();
      if (!idempotency) return undefined;
      if (idempotency !== 'per-intent') return confirmKeyFor(idempotency.screen, idempotency.subject);
      const body = JSON.stringify(variables);
      if (memory?.body !== body) memory = { key: newIdempotencyKey(), body };
      return memory.key;
    },
    /** An answer came (success or refusal): the intent is over. */
    end(): void {
      const idempotency = idempotencyOf();
      if (!idempotency) return;
      if (idempotency === 'per-intent') memory = null;
      else forgetConfirmKey(idempotency.screen, idempotency.subject);
    },
  };
}

export function useSubmit<V, T, F extends string = never>(
  mutation: UseMutationResult<T, unknown, V>,
  options: SubmitOptions<WithoutKey<V>, T, F> = {},
): Submit<WithoutKey<V>> {
  const [error, setError] = useState<string | null>(null);
  const [, rethrow] = useState<void>();
  const inFlight = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  const keys = useRef<ReturnType<typeof keyKeeper> | null>(null);
  keys.current ??= keyKeeper(() => latest.current.idempotency);
  const { mutateAsync } = mutation;

  const run = useCallback(
    async (variables: WithoutKey<V>): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      const { fields, form, otherwise, onAnswer, onRefused, onSettled } = latest.current;
      const keeper = keys.current!;
      setError(null);
      try {
        const key = keeper.keyFor(variables);
        const sent = (key === undefined ? variables : { ...variables, idempotencyKey: key }) as V;
        let answer: T;
        try {
          answer = await mutateAsync(sent);
        } catch (failure) {
          if (failure instanceof HttpError) return false; // toasted by the shell; the key stays for the retry
          if (!(failure instanceof ApiError)) throw failure;
          if (failure.status !== STILL_RUNNING_STATUS) keeper.end();
          if (!(await onRefused?.(failure, variables))) {
            const message = failureMessage(failure);
            const field = fields?.[failure.status] ?? otherwise;
            if (message && field !== undefined && form) form.setError(field, message);
            else if (message) setError(message);
          }
          await onSettled?.();
          return false;
        }
        keeper.end();
        await onSettled?.();
        await onAnswer?.(answer, variables);
        return true;
      } catch (bug) {
        // Not a refusal and not a lost answer: a defect, shown by the nearest error boundary.
        rethrow(() => {
          throw bug;
        });
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync],
  );

  return { run, pending: mutation.isPending, error, setError };
}
