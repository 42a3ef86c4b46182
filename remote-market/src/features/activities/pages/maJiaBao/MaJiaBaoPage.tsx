import { MESSAGES, useSysConfig } from '@credit/shared';
import '../../../../components/market.css';

/**
 * /maJiaBao (spec 2.10, 6): what the alternate-shell ("majia") app cannot do, raising the limit, and
 * where the full app is downloaded (sys config).
 */
export default function MaJiaBaoPage() {
  const { config } = useSysConfig();
  return (
    <div className="mk-page">
      <section className="mk-hero">
        <h2>下载完整版APP</h2>
        <p>{MESSAGES.majiaNoRaise}</p>
      </section>
      <section className="mk-card">
        <ul className="mk-list mk-flush">
          <li>完整版支持提额、借款、还款全部功能</li>
          <li>账户数据互通，登录同一手机号即可</li>
        </ul>
        {config?.appDownload && (
          <div className="mk-actions">
            <a className="adm-button adm-button-primary adm-button-block adm-button-large" href={config.appDownload.android}>安卓版下载</a>
            <a className="adm-button adm-button-default adm-button-block adm-button-large" href={config.appDownload.ios}>iPhone版下载</a>
          </div>
        )}
      </section>
    </div>
  );
}
