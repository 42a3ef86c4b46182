import { useCallback, useMemo, useRef, useState } from 'react';
import { validate, type RuleKey } from '@credit/shared';

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/**
 * One form's values and per-field messages, checked with the shared rule table (spec 5). Values are
 * kept exactly as typed (a failed check or call never clears them); `clean` strips whitespace for
 * sending, as the rules do for checking.
 */
export function useForm<K extends string>(rules: Record<K, RuleKey | null>) {
  const names = useMemo(() => Object.keys(rules) as K[], [rules]);
  const [values, setValues] = useState<Record<K, string>>(() => Object.fromEntries(names.map((n) => [n, ''])) as Record<K, string>);
  const [errors, setErrors] = useState<FormErrors<K>>({});
  // Checks read the latest values even from a callback created before the last keystroke.
  const latest = useRef(values);
  latest.current = values;

  const set = useCallback((name: K, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => (prev[name] ? { ...prev, [name]: undefined } : prev));
  }, []);

  /** Checks the named fields (all by default); shows every failing field's message; true when all pass. */
  const check = useCallback(
    (only: K[] = names): boolean => {
      const found: FormErrors<K> = {};
      for (const name of only) {
        const rule = rules[name];
        const problem = rule ? validate(rule, latest.current[name]) : null;
        if (problem) found[name] = problem;
      }
      setErrors((prev) => {
        const next = { ...prev };
        for (const name of only) next[name] = found[name];
        return next;
      });
      return Object.keys(found).length === 0;
    },
    [names, rules],
  );

  const setError = useCallback((name: K, message: string | undefined) => setErrors((prev) => ({ ...prev, [name]: message })), []);
  const clean = useCallback((name: K) => latest.current[name].replace(/\s/g, ''), []);

  /** Props for a <Field> bound to one value. */
  const field = (name: K) => ({ value: values[name], onChange: (value: string) => set(name, value), error: errors[name] });

  return { values, errors, set, check, setError, clean, field };
}
