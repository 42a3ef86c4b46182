import { Link } from '@credit/shared/router';

/** Spec 2.11: native wrapper apps below the minimum version must update before going on. */
export function ForceUpdate() {
  return (
    <section className="state-page" data-testid="force-update" role="alert">
      <h2>发现新版本</h2>
      <p>当前版本过低，请升级到最新版本后继续使用</p>
      <Link className="btn-primary" to="/downLoad">
        立即更新
      </Link>
    </section>
  );
}
