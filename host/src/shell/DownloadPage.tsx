import { getHost } from '@credit/shared';

/** The download page (spec 2.10) the force-update screen links to. */
export default function DownloadPage() {
  const platform = getHost().platform;
  return (
    <section className="state-page">
      <h2>下载最新版APP</h2>
      <p>{platform === 'ios' ? '请前往 App Store 搜索并更新' : '请前往应用商店搜索并更新'}</p>
    </section>
  );
}
