/** What a page shows while its code or data loads: a skeleton, never a blank screen. */
export function PageSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中" data-route-loading="">
      <div className="skeleton" style={{ height: 120 }} />
      <div className="skeleton" style={{ height: 56 }} />
      <div className="skeleton" style={{ height: 56 }} />
    </div>
  );
}
