import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { getHost } from '@credit/shared';
import { useCustomerServiceConfig } from '../../api';
import { telHref, useSysConfig } from '@credit/shared';
import { ContactCard } from '../../components/ContactCard';
import { loadChatWidget } from '../../components/chatWidget';
import { Loading } from '@credit/shared/ui';
import '../../components/content.css';
import '@credit/shared/ui.css';

type Phase = 'connecting' | 'ready' | 'unavailable';

/** The hotline as a tel: link, from sys config (spec 3 consumerHotline), never built in. */
function Hotline() {
  const { config, failed } = useSysConfig();
  if (config?.consumerHotline) {
    return (
      <a className="cnt-call" href={telHref(config.consumerHotline)} data-testid="hotline">
        拨打客服热线 {config.consumerHotline}
      </a>
    );
  }
  return <p>{failed ? '暂时无法获取客服热线，请稍后再试' : '正在获取客服热线…'}</p>;
}

/**
 * /myCustomerService (spec 2.7, 7.7): the chat widget of the third-party chat service, set up from
 * the customer-service config call. If the config call fails, the script cannot load, or it is not
 * ready within 1500 ms (spec 9), the consumer hotline is offered instead. No login needed: a
 * visitor chats without a uid.
 */
export default function MyCustomerServicePage() {
  const [channel] = useState(() => getHost().profile.clientChannel);
  const config = useCustomerServiceConfig(channel);
  // The widget's own state, once the set-up is known.
  const [widget, setWidget] = useState<Phase>('connecting');
  const [attempt, setAttempt] = useState(0);
  const chatRef = useRef<HTMLDivElement>(null);
  const setup = config.data;

  useEffect(() => {
    if (!setup) return;
    let live = true;
    setWidget('connecting');
    loadChatWidget(setup.scriptUrl).then(
      (chat) => {
        if (!live || !chatRef.current) return;
        chat.mount(chatRef.current, { uid: setup.uid, level: setup.level, channel });
        setWidget('ready');
      },
      () => {
        if (live) setWidget('unavailable');
      },
    );
    return () => {
      live = false;
    };
  }, [setup, channel, attempt]);

  // No set-up (the config call failed) is unavailable too; asking again connects anew.
  const phase: Phase = setup ? widget : config.isError && !config.isFetching ? 'unavailable' : 'connecting';
  const reconnect = () => {
    if (!setup) void config.refetch();
    setAttempt((n) => n + 1);
  };

  return (
    <div className="ui-page">
      {phase === 'connecting' && (
        <div className="cnt-chat-status">
          <Loading label="正在连接在线客服" />
        </div>
      )}
      {phase === 'unavailable' && (
        <section className="cnt-fallback" role="alert" aria-label="在线客服不可用">
          <p>在线客服暂时无法接通，请拨打客服热线。</p>
          <Hotline />
          <div className="ui-actions">
            <Button block fill="outline" shape="rounded" onClick={reconnect}>
              重新连接在线客服
            </Button>
          </div>
        </section>
      )}
      {/* The chat service renders into this box itself; React never puts children in it. */}
      <div ref={chatRef} className="cnt-chat" data-testid="chat-container" hidden={phase !== 'ready'} />
      {phase === 'ready' && <ContactCard title="其他联系方式" />}
    </div>
  );
}
