import { useEffect } from 'react';
import { useSearchParams } from '@credit/shared/router';
import { membershipKeys, shell } from '@credit/shared';
import '../pages.css';

/** What a partner page came back with (spec 4.10 callBackUrl), per partner: the result's words and where next. */
const RESULTS: Record<string, { title: Record<string, string>; next: { to: string; label: string }[]; refresh: readonly unknown[] }> = {
  pointsMall: {
    title: { success: '兑换成功', short: '积分不足，兑换未完成' },
    next: [
      { to: '/transactionRecord', label: '查看积分明细' },
      { to: '/member', label: '返回会员中心' },
    ],
    refresh: membershipKeys.all,
  },
};

/**
 * /handleThirdParty?from=&result= (spec 2.10, login): where an outside page (the points mall) returns.
 * It says how it went in the product's words (never text from the URL) and reads again what changed.
 */
export default function HandleThirdPartyPage() {
  const [params] = useSearchParams();
  const partner = RESULTS[params.get('from') ?? ''];
  const title = partner?.title[params.get('result') ?? ''];
  useEffect(() => {
    if (partner) void shell.queryClient().invalidateQueries({ queryKey: partner.refresh });
  }, [partner]);
  return (
    <section className="state-page" role="status" data-testid="third-party-result">
      <h2>{title ?? '已返回'}</h2>
      <p>{title ? '结果已同步到您的账户' : '如操作未完成，请重新发起'}</p>
      <div className="host-actions">
        {(partner?.next ?? [{ to: '/', label: '返回首页' }]).map((n, i) => (
          <a key={n.to} className={i === 0 ? 'btn-primary' : 'btn-ghost'} href={`#${n.to}`}>
            {n.label}
          </a>
        ))}
      </div>
    </section>
  );
}
