import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from 'antd-mobile';
import { useSearchParams } from '@credit/shared/router';
import {
  ACCOUNT_MESSAGES, clientLoginStateAtom, flowRoute, isCardOpened, loadBaseInfo, readReturnUrl, shell, useBaseInfo, userStatusAtom, withQuery,
} from '@credit/shared';
import type { BoundCardData } from '@credit/shared/api';
import { useOneCardInfo } from '../../../../components/oneCard';
import { useBoundCards, useOpenCardNoPwd } from '../../api';
import { LoadFailed, Loading, useSubmit } from '@credit/shared/ui';
import { BindCardForm, type BindMode } from '../../components/BindCardForm';
import { CardMobileForm } from '../../components/CardMobileForm';
import { CardRow } from '../../components/CardRow';
import '@credit/shared/ui.css';

/**
 * /bankCard and /loanBankCard (spec 2.7, 7.5): the bound cards (masked), binding, changing,
 * changing a card's reserved mobile (user/open/changeAccountMobile) and unbinding a card, and opening the account (spec 4.3) for a verified user: with no card yet the
 * first binding opens it, with a card a tap opens it. Every change refetches the cards, the custody
 * account and base info (this page's open state, 我的), so the page shows the server's new state.
 */
export default function BankCardPage() {
  const [params] = useSearchParams();
  const returnUrl = readReturnUrl(params);
  const baseInfo = useBaseInfo();
  const info = baseInfo.data;
  // Set by the same customer/info answer as base info, so it refreshes with it.
  const status = useAtomValue(userStatusAtom);
  const login = useAtomValue(clientLoginStateAtom);
  const verified = info?.ucrealnamed === 'Y';
  const opened = isCardOpened({ openCardStatus: status?.openCardStatus, isNew: login.isNew, isLocalRealNamed: login.isLocalRealNamed });
  const cards = useBoundCards({ enabled: verified });
  const account = useOneCardInfo({ enabled: verified });
  // Unbinding asks for the deal password once one is set.
  const tradePwdSet = account.data?.tradePwdSet === 1;
  const [mode, setMode] = useState<BindMode | null>(null);
  // The card whose reserved mobile is being changed (one form at a time: it closes the bind form).
  const [mobileCard, setMobileCard] = useState<BoundCardData | null>(null);

  /**
   * After opening (the mutation has refetched what this page shows): the flow returns where it
   * started (spec 4.3), once the session says the account is open.
   */
  const afterOpened = async () => {
    shell.toast('开卡成功');
    if (!returnUrl) return;
    await loadBaseInfo();
    shell.navigate(returnUrl, { replace: true });
  };

  /** After a binding: a flow that sent the user here (the loan application) gets the new card back. */
  const afterCardChange = async (openedNow: boolean, cardId?: string) => {
    setMode(null);
    if (openedNow) await afterOpened();
    else if (returnUrl && cardId) shell.navigate(withQuery(returnUrl, { cardId }), { replace: true });
  };

  const opening = useSubmit(useOpenCardNoPwd(), { onAnswer: afterOpened });

  if (info === undefined) {
    return baseInfo.isError ? <LoadFailed error={baseInfo.error} onRetry={() => void baseInfo.refetch()} /> : <Loading lines={4} />;
  }

  if (!verified) {
    return (
      <div className="ui-page ui-result">
        <h2>{ACCOUNT_MESSAGES[1000]}</h2>
        <p>绑定银行卡前，请先完成实名认证</p>
        <Button color="primary" shape="rounded" onClick={() => shell.navigate(flowRoute('/realName', returnUrl ?? '/bankCard'))}>
          去实名认证
        </Button>
      </div>
    );
  }

  // A refetch after a change keeps the cards on screen; the first load shows its skeleton or failure.
  // The rows wait for the account too: until it says whether a deal password is set, a tap on 解绑 or
  // 改预留手机 would not know to ask for it.
  if (cards.data === undefined || account.data === undefined) {
    const reads = [cards, account];
    const failed = reads.find((read) => read.data === undefined && read.isError);
    return failed ? (
      <LoadFailed title="银行卡信息加载失败" error={failed.error} onRetry={() => reads.filter((read) => read.isError).forEach((read) => void read.refetch())} />
    ) : (
      <Loading lines={4} />
    );
  }

  const list = cards.data.cards;
  // With no card yet, the form is the page; binding the first card opens the account too.
  const formMode: BindMode | null = mode ?? (list.length === 0 ? { kind: opened ? 'bind' : 'open' } : null);

  return (
    <div className="ui-page">
      <div className={`ui-open-state${opened ? ' is-opened' : ''}`} role="status" data-testid="open-card-state">
        {opened ? '已开卡' : '未开卡'}
      </div>
      {!opened && list.length > 0 && (
        <section className="ui-card ui-open" aria-label="开卡">
          <p>您已绑定银行卡，开通信用账户后即可借款。</p>
          <p className="ui-error" role="alert">{opening.error}</p>
          <Button block color="primary" shape="rounded" onClick={() => void opening.run()} loading={opening.pending}>
            立即开卡
          </Button>
        </section>
      )}
      {list.length > 0 && (
        <ul className="ui-cards" aria-label="已绑定的银行卡">
          {list.map((card) => (
            <CardRow
              key={card.cardId}
              card={card}
              tradePwdSet={tradePwdSet}
              onChange={() => { setMobileCard(null); setMode({ kind: 'change', card }); }}
              onChangeMobile={() => { setMode(null); setMobileCard(card); }}
              onUnbound={() => void afterCardChange(false)}
            />
          ))}
        </ul>
      )}
      {mobileCard && !formMode ? (
        <CardMobileForm key={mobileCard.cardId} card={mobileCard} tradePwdSet={tradePwdSet} onDone={() => setMobileCard(null)} onCancel={() => setMobileCard(null)} />
      ) : formMode ? (
        <BindCardForm
          key={formMode.kind === 'change' ? formMode.card.cardId : formMode.kind}
          mode={formMode}
          accountMobile={params.get('mobile') === 'account' ? (info.mobile ?? '') : ''}
          onDone={(openedNow, cardId) => void afterCardChange(openedNow, cardId)}
          onCancel={list.length > 0 ? () => setMode(null) : undefined}
        />
      ) : (
        <div className="ui-actions">
          <Button block shape="rounded" onClick={() => setMode({ kind: 'bind' })}>
            ＋ 添加银行卡
          </Button>
        </div>
      )}
    </div>
  );
}
