import { Link } from '@credit/shared/router';

export function NotFound() {
  return (
    <section className="state-page" data-testid="not-found">
      <h2>页面不存在</h2>
      <p>您访问的页面不存在或已下线</p>
      <Link className="btn-primary" to="/" replace>
        返回首页
      </Link>
    </section>
  );
}
