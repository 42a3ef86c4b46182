import { getHost, useSysConfig } from '@credit/shared';
import '../pages.css';

/**
 * The download page (spec 2.10 downLoad, and newDownload, its newer address): the full app for this
 * phone's platform, from sys config (appDownload); on a desktop or unknown phone, both.
 */
export default function DownLoadPage() {
  const platform = getHost().platform;
  const { config, failed } = useSysConfig();
  const links = config?.appDownload;
  return (
    <section className="state-page">
      <h2>下载最新版APP</h2>
      <p>完整版支持借款、还款、提额等全部功能</p>
      {links ? (
        <div className="host-actions">
          {platform !== 'ios' && (
            <a className="btn-primary" href={links.android} data-testid="download-android">
              安卓版下载
            </a>
          )}
          {platform !== 'android' && (
            <a className={platform === 'ios' ? 'btn-primary' : 'btn-ghost'} href={links.ios} data-testid="download-ios">
              iPhone版下载
            </a>
          )}
        </div>
      ) : (
        <p>{failed ? '下载地址获取失败，请前往应用商店搜索下载' : '正在获取下载地址…'}</p>
      )}
    </section>
  );
}
