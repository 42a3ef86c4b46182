import { telHref, useSysConfig } from '@credit/shared';

/**
 * The consumer hotline and (optionally) the complaint mailbox, both from sys config (spec 3); never
 * a built-in number. While the config is unknown the rows say so instead of showing a guess.
 */
export function ContactCard({ mailbox = false, title = '联系我们' }: { mailbox?: boolean; title?: string }) {
  const { config, failed } = useSysConfig();
  const pending = <span className="muted">{failed ? '暂时无法获取' : '加载中…'}</span>;
  return (
    <section className="cnt-section" aria-label={title}>
      <h2>{title}</h2>
      <div className="cnt-contact">
        <span>客服热线</span>
        {config?.consumerHotline ? (
          <a href={telHref(config.consumerHotline)} data-testid="hotline">
            {config.consumerHotline}
          </a>
        ) : (
          pending
        )}
      </div>
      {mailbox && (
        <div className="cnt-contact">
          <span>投诉邮箱</span>
          {config?.complaintEmail ? (
            <a href={`mailto:${config.complaintEmail}`} data-testid="complaint-email">
              {config.complaintEmail}
            </a>
          ) : (
            pending
          )}
        </div>
      )}
    </section>
  );
}
