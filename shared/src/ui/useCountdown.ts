import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds counting down to 0, one a second: the SMS resend wait, the loan confirm's reading time.
 * `start(n)` (re)starts it at n; `initial` starts it on mount.
 */
export function useCountdown(initial = 0): [left: number, start: (seconds: number) => void] {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(seconds), []);
  return [left, start];
}
