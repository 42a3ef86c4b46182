import { useAtomValue } from 'jotai';
import { Link, useLocation } from '@credit/shared/router';
import { bridge, displayWkHeaderAtom, getHost, pageTitleAtom, type RemoteRoute } from '@credit/shared';
import { HEADER_RIGHT } from './headerActions';
import { Icon } from './icons';
import { requestBack } from '../router/back';

/**
 * The common header (spec 2.11): the route title (or the page's own), a back button, and the
 * route's right-hand icon. Hidden when the title is empty or the session says so, and in an old app
 * build that draws its own title bar (the device profile's title 'native').
 */
export function Header({ route, fallbackTitle = '', resolving = false, pendingTitle }: { route: RemoteRoute | null; fallbackTitle?: string; resolving?: boolean; pendingTitle?: string }) {
  const pageTitle = useAtomValue(pageTitleAtom);
  const showHeader = useAtomValue(displayWkHeaderAtom);
  const { search } = useLocation();
  const title = pageTitle ?? route?.title ?? fallbackTitle;
  if (!showHeader || getHost().profile.title === 'native') return null;
  // The route is not known yet (its remote's table is loading): almost every such page has a header, so
  // its bar is kept from the first paint instead of pushing the page down when the title arrives.
  // Its title is known from routes.json (ADR 041) before its code: shown at once. The back arrow waits
  // for the route itself, whose back policy it carries out (ADR 028); so does `header-title`, which
  // tests read as "the route is in" (the system back then follows its policy too).
  if (!title && resolving && pendingTitle) {
    return (
      <header className="app-header" data-testid="app-header-pending">
        <span className="header-btn" />
        <h1 data-testid="header-title-pending">{pendingTitle}</h1>
        <span />
      </header>
    );
  }
  if (!title && resolving) return <header className="app-header" data-testid="app-header-pending" aria-hidden="true" />;
  // Its remote failed (or was refused, ADR 043) and the page shows the fallback: the title routes.json
  // names and the default back, so a deep link's user is not left on a bare retry with no way out.
  const shown = title || pendingTitle || '';
  if (!shown) return null;
  const isTab = Boolean(route?.tab ?? fallbackTitle);
  return (
    <header className="app-header" data-testid="app-header">
      {isTab ? (
        <span />
      ) : (
        <button type="button" className="header-btn" data-testid="header-back" aria-label="返回" onClick={() => void requestBack({ route, search })}>
          <Icon name="back" />
        </button>
      )}
      <h1 data-testid="header-title">{shown}</h1>
      <HeaderRight route={route} />
    </header>
  );
}

function HeaderRight({ route }: { route: RemoteRoute | null }) {
  if (route?.name === 'index') {
    return (
      <Link className="header-btn" to="/myCustomerService" aria-label="客服">
        <Icon name="service" />
      </Link>
    );
  }
  const action = route?.headerRight ? HEADER_RIGHT[route.headerRight] : null;
  if (!action) return <span />;
  if (action.to === 'share') {
    return (
      <button type="button" className="header-btn" aria-label={action.label} onClick={() => void bridge.share({ title: document.title, desc: '', link: window.location.href, image: '' })}>
        <Icon name="share" />
      </button>
    );
  }
  return (
    <Link className="header-btn" to={route?.headerRightTo ?? action.to}>
      {action.label}
    </Link>
  );
}
