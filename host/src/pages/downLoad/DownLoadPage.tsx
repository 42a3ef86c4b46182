import { getHost, openDeepLink, useAppDownloadOpen, useConfiguredImage, useSysConfig, useVersionInfo } from '@credit/shared';
import '../pages.css';

/**
 * The download page (spec 2.10 downLoad, and newDownload, its newer address): the full app for this
 * phone's platform, from sys config (appDownload); on a desktop or unknown phone, both. What it offers
 * follows the device profile (docs/device-profiles.md): a plain browser may open the installed app
 * first (the deep-link fallback of spec 4.10 goes on to the store link when the app does not take
 * over); the messaging browser blocks downloads, so it is asked to open the page in the browser; a
 * mini-program can open neither, so it is pointed to the app store.
 *
 * Issue 28 (ADR 040): the app-download switch decides whether the links are offered (closed: the store
 * hint instead; unread: the links, the default); sys/versionInfo names the latest version; sys
 * imageConfig may put a picture on top (downloadBanner).
 */
export default function DownLoadPage() {
  const { profile } = getHost();
  const { stores } = profile;
  const { config, failed } = useSysConfig();
  const downloadOpen = useAppDownloadOpen();
  const version = useVersionInfo('app');
  const banner = useConfiguredImage('downloadBanner');
  const links = config?.appDownload;
  return (
    <section className="state-page">
      {banner && <img className="host-download-banner" src={banner} alt="" data-testid="download-banner" />}
      <h2>下载最新版APP</h2>
      <p>完整版支持借款、还款、提额等全部功能</p>
      {version && <p className="host-muted" data-testid="download-latest">最新版本：{version.latestVersion}</p>}
      {downloadOpen === false ? (
        <p data-testid="download-closed">APP下载暂未开放，请前往应用商店搜索下载</p>
      ) : profile.download === 'openInBrowser' ? (
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
              onClick={() => void openDeepLink(links.appLink, stores === 'ios' ? links.ios : links.android)}
            >
              打开APP
            </button>
          )}
          {stores !== 'ios' && (
            <a className={profile.download === 'openApp' ? 'btn-ghost' : 'btn-primary'} href={links.android} data-testid="download-android">
              安卓版下载
            </a>
          )}
          {stores !== 'android' && (
            <a className={stores === 'ios' && profile.download !== 'openApp' ? 'btn-primary' : 'btn-ghost'} href={links.ios} data-testid="download-ios">
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
