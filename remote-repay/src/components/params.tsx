import type { ReactNode } from 'react';
import { useParams, useSearchParams } from '@credit/shared/router';
import { isCertNo, isOrderNo, isRepayNo, isRowId, shell } from '@credit/shared';
import { Button } from 'antd-mobile';

/** Query parameters of the repay pages, checked before any call (the contract answers 1004 otherwise): the patterns of @credit/shared/rules. */
const CHECKS = { orderNo: isOrderNo, repayNo: isRepayNo, billId: isRowId, certNo: isCertNo } as const;
const MISSING = {
  orderNo: { title: '借款订单不存在', hint: '请在我的借款中选择一笔借款' },
  repayNo: { title: '还款记录不存在', hint: '请在还款记录中查看' },
  billId: { title: '账单不存在', hint: '请在账单列表中选择一期账单' },
  certNo: { title: '结清证明不存在', hint: '请在结清历史中查看已开具的证明' },
} as const;
const WAY_BACK = {
  orderNo: ['/more-bills', '我的借款'],
  repayNo: ['/repayment_history', '还款记录'],
  billId: ['/billListAll', '全部账单'],
  certNo: ['/clearance-certificate-history', '结清历史'],
} as const;

/**
 * A page about one thing named in its address (`?orderNo=`, `?repayNo=`, `?billId=`, `?certNo=`, or the path's
 * `:appId`): its content for a well-formed value, else one "not found" view with the way to the list
 * it is chosen from, without a call.
 */
export function ParamPage({ name, from = 'query', wayBack, children }: {
  name: keyof typeof CHECKS;
  from?: 'query' | 'appId';
  /** Where the subject is chosen, when not the usual list of its kind (path, label). */
  wayBack?: readonly [string, string];
  children: (value: string) => ReactNode;
}) {
  const [search] = useSearchParams();
  const params = useParams();
  const value = (from === 'appId' ? params.appId : search.get(name)) ?? '';
  if (!CHECKS[name](value)) {
    const [path, label] = wayBack ?? WAY_BACK[name];
    return (
      <div className="rp-result">
        <h2>{MISSING[name].title}</h2>
        <p>{MISSING[name].hint}</p>
        <Button color="primary" fill="outline" onClick={() => shell.navigate(path)}>
          查看{label}
        </Button>
      </div>
    );
  }
  return children(value);
}
