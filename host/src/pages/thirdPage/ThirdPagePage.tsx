import { useSearchParams } from '@credit/shared/router';
import { usePageTitle } from '@credit/shared';
import '../pages.css';

/** Only this app's own origin is framed: a link to /thirdPage must not dress a stranger's page in the product. */
export function frameableUrl(raw: string | null, origin: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
  } catch {
    return null; // Deliberately dropped: an address that does not parse is not framed, like a stranger's.
  }
}

/** /thirdPage?url=&title= (spec 2.10): a page of the product's own services shown inside the shell. */
export default function ThirdPagePage() {
  const [params] = useSearchParams();
  const url = frameableUrl(params.get('url'), window.location.origin);
  const title = (params.get('title') ?? '').slice(0, 20);
  usePageTitle(title || '详情');
  if (!url) {
    return (
      <section className="state-page" role="alert">
        <h2>无法打开该页面</h2>
        <p>页面地址有误或不受支持</p>
        <a className="btn-primary" href="#/">返回首页</a>
      </section>
    );
  }
  return (
    <>
      <p className="host-frame-note">以下页面由本平台提供</p>
      <iframe className="host-frame" src={url} title={title || '详情'} sandbox="allow-forms allow-scripts allow-same-origin" />
    </>
  );
}
