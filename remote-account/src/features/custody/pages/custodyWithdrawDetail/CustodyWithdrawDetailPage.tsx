import { useEffect } from 'react';
import { formatDateTime, shell, WITHDRAW_STATUS_TITLES } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import { useSearchParams } from '@credit/shared/router';
import { Loading, QueryView } from '@credit/shared/ui';
import { useWithdrawInfo } from '../../api';
import '@credit/shared/ui.css';

/**
 * One custody withdrawal (capitalDepository/fetchWithdrawInfoList, ADR 037): its amount, card, state (a
 * failure with its reason: the money went back) and what it took from each loan paid in.
 */
export default function CustodyWithdrawDetailPage() {
  const [params] = useSearchParams();
  const withdrawNo = params.get('withdrawNo')?.trim() ?? '';
  const info = useWithdrawInfo(withdrawNo);
  // An address without a withdrawal (typed, or cut): the records, where one is chosen.
  useEffect(() => {
    if (withdrawNo === '') shell.navigate('/custodyWithdrawRecords', { replace: true });
  }, [withdrawNo]);
  if (withdrawNo === '') return <Loading lines={4} />;
  return (
    <QueryView query={info} loading={<Loading lines={4} />} failedTitle="提现详情加载失败">
      {({ record, items }) => (
        <div className="ui-page">
          <section className="ui-list" aria-label="提现详情">
            <div>
              <span>提现金额</span>
              <span className="value money">{formatYuan(record.amountFen)}</span>
            </div>
            <div>
              <span>状态</span>
              <span className="value" data-testid="custody-withdraw-status">{WITHDRAW_STATUS_TITLES[record.status]}</span>
            </div>
            {record.failReason && (
              <div>
                <span>失败原因</span>
                <span className="value">{record.failReason}</span>
              </div>
            )}
            <div>
              <span>到账银行卡</span>
              <span className="value">{`${record.bankName}（尾号${record.cardNoMask}）`}</span>
            </div>
            <div>
              <span>申请时间</span>
              <span className="value">{formatDateTime(record.createdAt)}</span>
            </div>
            <div>
              <span>提现单号</span>
              <span className="value">{record.withdrawNo}</span>
            </div>
          </section>
          {items.length > 0 && (
            <section className="ui-list" aria-label="提现明细">
              {items.map((i) => (
                <div key={i.orderNo}>
                  <span>借款单号 {i.orderNo}</span>
                  <span className="value money">{formatYuan(i.amountFen)}</span>
                </div>
              ))}
            </section>
          )}
        </div>
      )}
    </QueryView>
  );
}
