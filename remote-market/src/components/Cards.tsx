import { Link } from '@credit/shared/router';

/** An activity's or a programme's rules: a titled, numbered list. */
export function RulesCard({ id, title = '活动规则', rules }: { id: string; title?: string; rules: readonly string[] }) {
  return (
    <section className="mk-card" aria-labelledby={id}>
      <h2 id={id} className="mk-card-title">{title}</h2>
      <ol className="mk-rules">
        {rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ol>
    </section>
  );
}

/** A card of links to related pages, three to a row. */
export function LinkGrid({ label, links }: { label: string; links: ReadonlyArray<readonly [to: string, text: string]> }) {
  return (
    <nav className="mk-card" aria-label={label}>
      <div className={links.length === 4 ? 'mk-grid mk-grid-4' : 'mk-grid'}>
        {links.map(([to, text]) => (
          <Link key={to} to={to}>
            {text}
          </Link>
        ))}
      </div>
    </nav>
  );
}

/** An activity's banner: its title, what it offers and, when given, when it runs. */
export function ActivityHero({ activity, withDates = false }: { activity: { title: string; summary: string; startDay: string; endsDay: string }; withDates?: boolean }) {
  return (
    <section className="mk-hero">
      <h2>{activity.title}</h2>
      <p>{activity.summary}</p>
      {withDates && <p>活动时间：{activity.startDay} 至 {activity.endsDay}</p>}
    </section>
  );
}
