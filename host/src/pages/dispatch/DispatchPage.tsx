import { useEffect } from 'react';
import { useSearchParams } from '@credit/shared/router';
import { MESSAGES, shell } from '@credit/shared';
import '../pages.css';

/**
 * /dispatch?page=<route name>&… (spec 2.10, 4.10): a link from outside names a page; it opens with the
 * rest of the query, replacing this hop. No page named: spec 8's deep-link message and the way home. An
 * unknown name lands on the not-found page.
 */
export default function DispatchPage() {
  const [params] = useSearchParams();
  const page = params.get('page') ?? '';
  const named = /^[A-Za-z][\w-]{0,40}$/.test(page);
  useEffect(() => {
    if (!named) {
      shell.toast(MESSAGES.deepLinkNoTarget);
      return;
    }
    const query: Record<string, string> = {};
    params.forEach((value, key) => {
      if (key !== 'page') query[key] = value;
    });
    shell.navigate({ name: page, query }, { replace: true });
  }, [named, page, params]);
  if (named) return null;
  return (
    <section className="state-page" role="alert">
      <h2>{MESSAGES.deepLinkNoTarget}</h2>
      <p>链接缺少目标页面</p>
      <a className="btn-primary" href="#/">返回首页</a>
    </section>
  );
}
