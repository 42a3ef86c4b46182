import '../form.css';

/** The step indicator of a multi-page flow: where the user is and what comes next. */
export function Steps({ labels, current }: { labels: readonly string[]; current: number }) {
  return (
    // More than three steps do not fit a 375 px row: only the current one shows its label (the others
    // keep theirs for screen readers).
    <ol className={labels.length > 3 ? 'ui-steps ui-steps-compact' : 'ui-steps'} aria-label="步骤">
      {labels.map((label, i) => (
        <li key={label} aria-current={i === current ? 'step' : undefined} data-done={i < current ? '' : undefined}>
          <span className="ui-step-no">{i + 1}</span>
          <span className="ui-step-label">{label}</span>
        </li>
      ))}
    </ol>
  );
}
