import '../form.css';

/** The step indicator of a multi-page flow: where the user is (the steps done marked ✓) and what comes next. */
export function Steps({ labels, current }: { labels: readonly string[]; current: number }) {
  return (
    // More than three steps do not fit a 375 px row: only the current one shows its label (the others
    // keep theirs for screen readers).
    <ol className={labels.length > 3 ? 'ui-steps ui-steps-compact' : 'ui-steps'} aria-label="步骤">
      {labels.map((label, i) => (
        <li key={label} aria-current={i === current ? 'step' : undefined} data-done={i < current ? '' : undefined}>
          {/* A done step shows a done mark in place of its number, and says it is done to screen readers. */}
          <span className="ui-step-no" aria-hidden={i < current ? true : undefined}>{i < current ? '✓' : i + 1}</span>
          <span className="ui-step-label">{label}</span>
          {i < current && <span className="ui-step-done">已完成</span>}
        </li>
      ))}
    </ol>
  );
}
