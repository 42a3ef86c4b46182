import { shell } from '@credit/shared';

/** A one-line way to a related page (a card-wide row with a chevron), where a grid of links would hold one. */
export function EntryRow({ to, label }: { to: string; label: string }) {
  return (
    <button type="button" className="rp-entry" onClick={() => shell.navigate(to)}>
      <span>{label}</span>
      <span aria-hidden="true">›</span>
    </button>
  );
}
