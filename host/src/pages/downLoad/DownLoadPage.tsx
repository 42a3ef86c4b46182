import { getHost, openDeepLink, useSysConfig } from '@credit/shared';
import '../pages.css';

/**
 * The download page (spec 2.10 downLoad, and newDownload, its newer address): the full app for this
 * phone's platform, from sys config (appDownload); on a desktop or unknown phone, both. What it offers
 * follows the device profile (docs/device-profiles.md): a plain browser may open the installed app
 * first (the deep-link fallback of spec 4.10 goes on to the store link when the app does not take
 * over); the messaging browser blocks downloads, so it is asked to open the page in the browser; a
 * mini-program can open neither, so it is pointed to the app store.
 */
export default function DownLoadPage() {
  const { platform, profile } = getHost();
  const { config, failed } = useSysConfig();
  const links = config?.appDownload;
  return (
    <section className="state-page">
      <h2>下载最新版APP</h2>
      <p>完整版支持借款、还款、提额等全部功能</p>
      {profile.download === 'openInBrowser' ? (
        <p data-testid="download-hint">请点击右上角“···”，选择“在浏览器打开”后下载</p>
      ) : profile.download === 'storeSearch' ? (
        <p data-testid="download-hint">请前往应用商店搜索下载</p>
      ) : links ? (
        <div className="host-actions">
          {profile.download === 'openApp' && (
            <button
              type="button"
              className="btn-primary"
              data-testid="download-open-app"
              onClick={() => void openDeepLink(links.appLink, platform === 'ios' ? links.ios : links.android)}
            >
              打开APP
            </button>
          )}
          {platform !== 'ios' && (
            <a className={profile.download === 'openApp' ? 'btn-ghost' : 'btn-primary'} href={links.android} data-testid="download-android">
              安卓版下载
            </a>
          )}
          {platform !== 'android' && (
            <a className={platform === 'ios' && profile.download !== 'openApp' ? 'btn-primary' : 'btn-ghost'} href={links.ios} data-testid="download-ios">
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
