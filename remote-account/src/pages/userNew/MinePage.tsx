import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from 'antd-mobile';
import { baseInfoAtom, DEFAULT_MINE_MENU, entryConfigAtom, isLoginAtom, mergeEntries, openEntry, shell } from '@credit/shared';
import '../../components/form.css';

/** The "我的" tab (/user, /userNew): who is logged in, and the Mine menu of spec 2.1. */
export default function MinePage() {
  const isLogin = useAtomValue(isLoginAtom);
  const info = useAtomValue(baseInfoAtom);
  const entryConfig = useAtomValue(entryConfigAtom);
  const menu = useMemo(() => mergeEntries(DEFAULT_MINE_MENU, entryConfig?.mineMenu), [entryConfig]);

  return (
    <div className="acc-page">
      <section className="acc-profile" aria-label="账户">
        <span className="avatar" aria-hidden="true" />
        {isLogin ? (
          <div>
            <strong className="money">{info?.mobileMasked ?? ''}</strong>
            <span>{info?.ucrealnamed === 'Y' ? '已实名' : '未实名'}</span>
          </div>
        ) : (
          <>
            <strong>您好，请登录</strong>
            <Button size="small" shape="rounded" onClick={() => shell.navigate({ name: 'login', query: { redirect: 'userNew' } })}>
              登录/注册
            </Button>
          </>
        )}
      </section>
      <nav className="acc-menu" aria-label="我的服务">
        {menu.map((item) => (
          <button key={item.key} type="button" onClick={() => void openEntry(item)}>
            <span>{item.title}</span>
            {item.corner && <span className="corner">{item.corner}</span>}
            <span className="chevron" aria-hidden="true">›</span>
          </button>
        ))}
      </nav>
    </div>
  );
}
