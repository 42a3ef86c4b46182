import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from 'antd-mobile';
import {
  clientLoginStateAtom, DEFAULT_MINE_MENU, entryConfigAtom, goLogin, isCardOpened, isLoginAtom, maskMobile, mergeEntries, openEntry,
  requireOpenedCard, shell, useBaseInfo, userStatusAtom,
} from '@credit/shared';
import '@credit/shared/ui.css';

/**
 * The "我的" tab (/user, /userNew): who is logged in, and the Mine menu of spec 2.1. Base info is
 * read as a query, so a real name, a card, an opened account or a new mobile shows without a reload.
 */
export default function UserNewPage() {
  const isLogin = useAtomValue(isLoginAtom);
  const { data: info } = useBaseInfo();
  // The user status arrives with base info (customer/info) and is refreshed with it.
  const entryConfig = useAtomValue(entryConfigAtom);
  const status = useAtomValue(userStatusAtom);
  const login = useAtomValue(clientLoginStateAtom);
  const realNamed = info?.ucrealnamed === 'Y';
  // Spec 4.3: opened if openCardStatus is 1, or isNew is 1, or isLocalRealNamed is "Y".
  const opened = isCardOpened({ openCardStatus: status?.openCardStatus, isNew: login.isNew, isLocalRealNamed: login.isLocalRealNamed });
  const menu = useMemo(() => mergeEntries(DEFAULT_MINE_MENU, entryConfig?.mineMenu), [entryConfig]);

  return (
    <div className="ui-page">
      <section className="ui-profile" aria-label="账户">
        <span className="avatar" aria-hidden="true" />
        {isLogin ? (
          <div>
            <strong className="money" data-testid="mine-mobile">{info?.mobileMasked || maskMobile(info?.mobile)}</strong>
            <div className="ui-status-chips">
              <button type="button" onClick={() => shell.navigate(realNamed ? '/realNameShow' : '/realName')}>
                {realNamed ? '已实名' : '未实名'}
              </button>
              {/* Not opened: the tap starts the open-card flow of spec 4.3 (popup, then realName or validateIdentity). */}
              <button type="button" data-testid="mine-open-state" onClick={() => (opened ? shell.navigate('/bankCard') : void requireOpenedCard('/userNew'))}>
                {opened ? '已开卡' : '未开卡 ›'}
              </button>
            </div>
          </div>
        ) : (
          <>
            <strong>您好，请登录</strong>
            <Button size="small" shape="rounded" onClick={() => void goLogin()}>
              登录/注册
            </Button>
          </>
        )}
      </section>
      <nav className="ui-menu" aria-label="我的服务">
        {menu.map((item) => (
          <button key={item.key} type="button" onClick={() => void openEntry(item)}>
            <span>{item.title}</span>
            {item.corner && <span className="corner">{item.corner}</span>}
            <span className="chevron" aria-hidden="true">›</span>
          </button>
        ))}
      </nav>
      {isLogin && <MenuGroup label="账户管理" items={ACCOUNT_ITEMS} />}
      <MenuGroup label="帮助与关于" items={ABOUT_ITEMS} />
    </div>
  );
}

/** The fixed rows under the configurable menu: the user's records and settings (logged in), then help for everyone. */
const ACCOUNT_ITEMS = [
  { label: '借款记录', path: '/loanDetailApply' },
  { label: '交易记录', path: '/transactions' },
  { label: '账户设置', path: '/ucSetting' },
] as const;
const ABOUT_ITEMS = [
  { label: '我的协议', path: '/myAgreements' },
  { label: '关于我们', path: '/aboutUs' },
] as const;

function MenuGroup({ label, items }: { label: string; items: ReadonlyArray<{ label: string; path: string }> }) {
  return (
    <nav className="ui-menu" aria-label={label}>
      {items.map((item) => (
        <button key={item.path} type="button" onClick={() => shell.navigate(item.path)}>
          <span>{item.label}</span>
          <span className="chevron" aria-hidden="true">›</span>
        </button>
      ))}
    </nav>
  );
}
