import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import { useSubmit } from '@credit/shared/ui';
import { useCancelOrder } from '../api';

/**
 * 取消借款 of an order, after the borrower confirms it: a created order on the confirm page (cancel),
 * one being paid out on the result page (cancelLoanOrder). Through the one submit path: one call at a
 * time, a refusal on the line above the button (or toasted by the shell).
 */
export function CancelOrderButton({ orderNo, lending, fill, onRefused }: {
  orderNo: string;
  lending: boolean;
  fill: 'none' | 'outline';
  /** After a refusal (e.g. read the order again: it may have moved on). */
  onRefused?: () => unknown;
}) {
  const submit = useSubmit(useCancelOrder(), {
    // The confirm page is left for good (its order is gone); the result page stays in the history.
    onAnswer: () => shell.navigate(`/cancelLoanResult?orderNo=${orderNo}`, lending ? undefined : { replace: true }),
    onRefused: async () => {
      await onRefused?.();
      return false;
    },
  });
  const cancel = async () => {
    if (!(await shell.confirm({ content: '确定要取消这笔借款吗？', confirmText: '取消借款', cancelText: '再想想' }))) return;
    await submit.run({ orderNo, lending });
  };
  return (
    <>
      {submit.error && <p className="ui-error" role="alert">{submit.error}</p>}
      <Button block fill={fill} onClick={() => void cancel()} disabled={submit.pending}>
        取消借款
      </Button>
    </>
  );
}
