import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { ACCOUNT_MESSAGES, baseInfoAtom, clientLoginStateAtom, isCardOpened, shell, userStatusAtom } from '@credit/shared';
import { oneCardInfo } from '../../../../components/oneCard';
import { boundCards, openCardNoPwd, refreshSession } from '../../api';
import { callApi } from '../../../../components/form/callApi';
import { BindCardForm, type BindMode } from '../../components/BindCardForm';
import { CardRow } from '../../components/CardRow';
import { flowRoute, readReturnUrl } from '../../components/returnUrl';
import { LoadFailed, Loading } from '../../../../components/LoadStatus';
import { useLoad } from '../../../../components/useLoad';
import '../../../../components/form.css';

/**
 * /bankCard and /loanBankCard (spec 2.7, 7.5): the bound cards (masked), binding, changing and
 * unbinding a card, and opening the account (spec 4.3) for a verified user: with no card yet the
 * first binding opens it, with a card a tap opens it. After opening, the session says so.
 */
export default function BankCardPage() {
  const [params] = useSearchParams();
  const returnUrl = readReturnUrl(params);
  const info = useAtomValue(baseInfoAtom);
  const status = useAtomValue(userStatusAtom);
  const login = useAtomValue(clientLoginStateAtom);
  const verified = info?.ucrealnamed === 'Y';
  const opened = isCardOpened({ openCardStatus: status?.openCardStatus, isNew: login.isNew, isLocalRealNamed: login.isLocalRealNamed });
  const [cards, retryCards, refreshCards] = useLoad(boundCards, { enabled: verified });
  const [account, , refreshAccount] = useLoad(oneCardInfo, { enabled: verified });
  // Unbinding asks for the deal password once one is set.
  const tradePwdSet = account.phase === 'ready' && account.data.tradePwdSet === 1;
  const [mode, setMode] = useState<BindMode | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);

  /** After opening: the session is refreshed, then the flow returns where it started (spec 4.3). */
  const afterOpened = async () => {
    await refreshSession();
    shell.toast('开户成功');
    if (returnUrl) shell.navigate(returnUrl, { replace: true });
  };

  const afterCardChange = async (openedNow: boolean) => {
    setMode(null);
    await Promise.all([refreshCards(), refreshAccount()]);
    if (openedNow) await afterOpened();
    else await refreshSession();
  };

  const openNow = async () => {
    setOpenError(null);
    const outcome = await callApi(() => openCardNoPwd());
    if (outcome.ok) await afterOpened();
    else if (outcome.message) setOpenError(outcome.message);
  };

  if (!verified) {
    return (
      <div className="acc-page acc-result">
        <h2>{ACCOUNT_MESSAGES[1000]}</h2>
        <p>绑定银行卡前，请先完成实名认证</p>
        <Button color="primary" shape="rounded" onClick={() => shell.navigate(flowRoute('/realName', returnUrl ?? '/bankCard'))}>
          去实名认证
        </Button>
      </div>
    );
  }

  if (cards.phase === 'loading') return <Loading lines={4} />;
  if (cards.phase === 'failed') return <LoadFailed title="银行卡信息加载失败" message={cards.message} onRetry={retryCards} />;

  const list = cards.data.cards;
  // With no card yet, the form is the page; binding the first card opens the account too.
  const formMode: BindMode | null = mode ?? (list.length === 0 ? { kind: opened ? 'bind' : 'open' } : null);

  return (
    <div className="acc-page">
      <div className={`acc-open-state${opened ? ' is-opened' : ''}`} role="status" data-testid="open-card-state">
        {opened ? '已开户' : '未开户'}
      </div>
      {!opened && list.length > 0 && (
        <section className="acc-card acc-open" aria-label="开户">
          <p>您已绑定银行卡，开通信用账户后即可借款。</p>
          <p className="acc-error" role="alert">{openError}</p>
          <Button block color="primary" shape="rounded" onClick={() => void openNow()}>
            立即开户
          </Button>
        </section>
      )}
      {list.length > 0 && (
        <ul className="acc-cards" aria-label="已绑定的银行卡">
          {list.map((card) => (
            <CardRow
              key={card.cardId}
              card={card}
              tradePwdSet={tradePwdSet}
              onChange={() => setMode({ kind: 'change', card })}
              onUnbound={() => void afterCardChange(false)}
            />
          ))}
        </ul>
      )}
      {formMode ? (
        <BindCardForm
          key={formMode.kind === 'change' ? formMode.card.cardId : formMode.kind}
          mode={formMode}
          accountMobile={params.get('mobile') === 'account' ? (info.mobile ?? '') : ''}
          onDone={(openedNow) => void afterCardChange(openedNow)}
          onCancel={list.length > 0 ? () => setMode(null) : undefined}
        />
      ) : (
        <div className="acc-actions">
          <Button block shape="rounded" onClick={() => setMode({ kind: 'bind' })}>
            ＋ 添加银行卡
          </Button>
        </div>
      )}
    </div>
  );
}
