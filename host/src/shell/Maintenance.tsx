import { MESSAGES } from '@credit/shared';

/** A route on the gray-test list (spec 6, 8): the maintenance message instead of the page. */
export function Maintenance() {
  return (
    <section className="state-page" role="alert" data-testid="maintenance">
      <h2>系统维护中</h2>
      <p>{MESSAGES.maintenance}</p>
    </section>
  );
}
