import { Link } from '@credit/shared/router';
import '@credit/shared/ui.css';

/** A card of rows, each a link to a page (about us, the agreements): its label and a chevron. */
export function LinkList({ label, links }: { label: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <nav className="ui-list" aria-label={label}>
      {links.map((l) => (
        <Link key={l.to} to={l.to}>
          <span>{l.label}</span>
          <span className="value" aria-hidden="true">›</span>
        </Link>
      ))}
    </nav>
  );
}
