import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { pageTitleAtom } from './atoms';

/**
 * Sets the header title while the calling page shows it, overriding its route title (an agreement
 * named by the server, a mode switch inside a page). The atom lives in the one session store, so a
 * remote's write shows in the host header; it is cleared when the page unmounts.
 */
export function usePageTitle(title: string | null): void {
  const setTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}
