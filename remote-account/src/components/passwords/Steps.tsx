/** The step indicator of a two-step reset: where the user is and what comes next. */
export function Steps({ labels, current }: { labels: readonly string[]; current: number }) {
  return (
    <ol className="pw-steps" aria-label="步骤">
      {labels.map((label, i) => (
        <li key={label} aria-current={i === current ? 'step' : undefined} data-done={i < current ? '' : undefined}>
          <span className="pw-step-no">{i + 1}</span>
          {label}
        </li>
      ))}
    </ol>
  );
}
