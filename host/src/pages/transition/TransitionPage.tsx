import { useEffect } from 'react';
import { useSearchParams } from '@credit/shared/router';
import { shell } from '@credit/shared';

/** An in-app hash route only ('/x', never '//host' or a scheme): the transition page is no open redirect. */
export function internalTarget(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  return raw;
}

/**
 * /transition?to= (spec 2.10, login): the hop between two pages, e.g. back from an outside page. It
 * shows no loading flag (spec 4.2: the host renders it without a lazy boundary) and replaces itself
 * with `to`, so back does not land on it; without a target it goes home.
 */
export default function TransitionPage() {
  const [params] = useSearchParams();
  const to = internalTarget(params.get('to'));
  useEffect(() => {
    shell.navigate(to ?? '/', { replace: true });
  }, [to]);
  return (
    <section className="state-page" role="status">
      <p>正在跳转…</p>
    </section>
  );
}
