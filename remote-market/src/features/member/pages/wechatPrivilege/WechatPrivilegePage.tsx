import { Button } from 'antd-mobile';
import { GuestGate, useSubmit } from '@credit/shared/ui';
import { useWxSubscribe } from '../../api';
import '../../../../components/market.css';

const PRIVILEGES = [
  { title: '还款提醒', desc: '账单日前通过微信提醒您按时还款，避免逾期' },
  { title: '到账通知', desc: '借款放款、还款成功第一时间通知' },
  { title: '专属活动', desc: '公众号用户专享免息券与积分活动' },
];

function Subscribe() {
  const subscription = useWxSubscribe();
  const subscribe = useSubmit(subscription);
  if (subscription.data?.subscribed) return <p role="status" data-testid="wx-subscribed">已订阅微信消息提醒</p>;
  return (
    <>
      <Button block color="primary" loading={subscribe.pending} onClick={() => void subscribe.run(undefined)}>
        订阅微信消息提醒
      </Button>
      {subscribe.error && <p className="ui-error" role="alert">{subscribe.error}</p>}
    </>
  );
}

/** /wechatPrivilege (spec 2.6): what following the official account gives, and the reminder subscription (spec 7.7 wxSubscribeMsg). */
export default function WechatPrivilegePage() {
  return (
    <div className="mk-page">
      <section className="mk-hero">
        <h2>微信专属特权</h2>
        <p>关注官方公众号，账单提醒、到账通知不错过</p>
      </section>
      <ul className="mk-list">
        {PRIVILEGES.map((p) => (
          <li key={p.title}>
            <span className="mk-list-main">
              <span>{p.title}</span>
              <span className="mk-muted">{p.desc}</span>
            </span>
          </li>
        ))}
      </ul>
      <GuestGate what="订阅状态">{() => <Subscribe />}</GuestGate>
    </div>
  );
}
