import { useEffect } from 'react';
import { useLocation, useNavigate } from '@credit/shared/router';

/** The route the address bar names: the hash without '#', '/' when empty. */
export function addressBarRoute(hash: string): string {
  return hash.replace(/^#/, '') || '/';
}

/**
 * The first render is a transition (and hydration yields), so a hash change can land between the
 * router reading the address bar and subscribing to it (a quick tap, back, a second navigation) and
 * would be lost: the bar would name one page while another shows. Once mounted, catch up once; later
 * changes reach the router's own listener.
 */
export function useAddressBarCatchUp(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const actual = addressBarRoute(window.location.hash);
    if (actual !== `${location.pathname}${location.search}`) void navigate(actual, { replace: true });
  }, []);
}
