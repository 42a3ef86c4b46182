import { useAtomValue } from 'jotai';
import { Loading, QueryView } from '@credit/shared/ui';
import { shell, useBaseInfo, userStatusAtom } from '@credit/shared';
import { useDepositoryStatus } from '../../../../components/custodyStatus';
import { useBindCardStatus } from '../../api';
import '@credit/shared/ui.css';
import './safeCertificate.css';

interface Item {
  key: string;
  label: string;
  done: boolean;
  doneText: string;
  todoText: string;
  path: (done: boolean) => string;
}

/**
 * Full authentication (/safeRertificate, spec 2.7): each authentication item with its state, leading to
 * its page: real name from the user status, the bank card from user/bindcard/bindcardstatus, the custody
 * account (ADR 037: its own account, not the one-card one) from depository/status. Back asks before exit
 * (the route's 'confirmExit' policy).
 */
export default function SafeRertificatePage() {
  // The states change on other pages (verification, card binding): those changes invalidate base
  // info, so this view shows the server's new answer (the user status comes with it).
  const { data: info } = useBaseInfo();
  const status = useAtomValue(userStatusAtom);
  const card = useBindCardStatus();
  const custody = useDepositoryStatus();

  if (!status || card.isPending || custody.isPending) {
    return <Loading lines={4} />;
  }
  if (card.isError) return <QueryView query={card}>{() => null}</QueryView>;
  if (custody.isError) return <QueryView query={custody}>{() => null}</QueryView>;
  const realNamed = Number(status.realNameStatus) === 1 || info?.ucrealnamed === 'Y';
  const items: Item[] = [
    { key: 'realName', label: '实名认证', done: realNamed, doneText: '已认证', todoText: '去认证', path: (d) => (d ? '/realNameShow' : '/realName') },
    { key: 'bankCard', label: '银行卡认证', done: card.data?.bindCardStatus === 1, doneText: '已绑定', todoText: '去绑定', path: () => '/bankCard' },
    { key: 'openCard', label: '存管账户', done: custody.data?.openStatus === 1, doneText: '已开通', todoText: '去开通', path: () => '/depositeSetting' },
  ];
  const doneCount = items.filter((i) => i.done).length;

  return (
    <div className="ui-page">
      <section className="ui-profile safe-summary" aria-label="认证进度">
        <div>
          <strong>{doneCount === items.length ? '认证已完成' : '完善认证，享受更多服务'}</strong>
          <span>已完成 {doneCount}/{items.length} 项</span>
        </div>
      </section>
      <nav className="ui-list" aria-label="认证项目">
        {items.map((item) => (
          <button key={item.key} type="button" onClick={() => shell.navigate(item.path(item.done))}>
            <span>{item.label}</span>
            <span className={item.done ? 'value safe-done' : 'value safe-todo'}>{item.done ? item.doneText : item.todoText} ›</span>
          </button>
        ))}
      </nav>
    </div>
  );
}
