import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import { WITHDRAW_STATUS_TITLES, type CustodyWithdrawRecord } from '@credit/shared/api';
import { formatMoney, formatYuan } from '@credit/shared/money';
import { Loading, PasswordPay, QueryView } from '@credit/shared/ui';
import { custodyWithdraw, invalidateCustody, useWithdrawAptitude, useWithdrawRequest } from '../../api';
import '@credit/shared/ui.css';

/**
 * The custody balance to the custody card (/custodyWithdraw, ADR 037): custody/withdrawCashAptitude says
 * whether, how much and why not; the whole withdrawable balance goes after the deal password with the
 * confirm screen's one Idempotency-Key (a double tap withdraws once). The answer's state is shown as is:
 * processing (the bank has not answered), success, or failed with the money back in the account. Before the
 * password, the withdrawal request (capitalDepository/sendWithdrawRequest) says what the amount takes from
 * each loan paid in and what is left.
 */
export default function CustodyWithdrawPage() {
  const client = useQueryClient();
  const aptitude = useWithdrawAptitude();
  const [result, setResult] = useState<CustodyWithdrawRecord | null>(null);
  const request = useWithdrawRequest(aptitude.data?.maxFen ?? 0, Boolean(aptitude.data?.canWithdraw) && result === null);
  return (
    <QueryView query={aptitude} loading={<Loading lines={3} />} failedTitle="存管账户信息加载失败">
      {(a) => (
        <div className="ui-page">
          <section className="ui-list" aria-label="存管账户余额">
            <div>
              <span>账户余额（元）</span>
              <span className="value money" data-testid="custody-withdraw-balance">{formatMoney(a.balanceFen)}</span>
            </div>
            {a.cardNoMask && (
              <div>
                <span>到账银行卡</span>
                <span className="value">{`${a.bankName}（尾号${a.cardNoMask}）`}</span>
              </div>
            )}
          </section>
          {result ? (
            <div role="status" data-testid="custody-withdraw-result" className="ui-result">
              <h2>{WITHDRAW_STATUS_TITLES[result.status]}</h2>
              <p>{formatYuan(result.amountFen)}</p>
              {result.failReason && <p>{result.failReason}</p>}
              <Button block shape="rounded" onClick={() => shell.navigate('/depositeSetting')}>
                返回存管账户
              </Button>
            </div>
          ) : a.canWithdraw ? (
            <>
              {request.data && (
                <section className="ui-list" aria-label="本次提现" data-testid="custody-withdraw-request">
                  {request.data.items.map((i) => (
                    <div key={i.orderNo}>
                      <span>{i.title}</span>
                      <span className="value money">{formatYuan(i.amountFen)}</span>
                    </div>
                  ))}
                  <div>
                    <span>提现后余额</span>
                    <span className="value money">{formatYuan(request.data.balanceAfterFen)}</span>
                  </div>
                </section>
              )}
              <PasswordPay
                screen="custodyWithdraw"
                subject={String(a.maxFen)}
                amountFen={a.maxFen}
                ticketFor={{ payFor: 'custodyWithdraw', subject: '', amountFen: a.maxFen }}
                pay={(payTicket, key) => custodyWithdraw(a.maxFen, payTicket, key)}
                isPaid={(answer) => answer.record.status !== 'failed'}
                refresh={() => invalidateCustody(client)}
                onAnswer={(answer) => setResult(answer.record)}
                stillRunning="该笔提现正在处理中，请稍后在存管账户中查看"
                needPassword="提现前需先设置交易密码"
                label="确认提现"
              />
            </>
          ) : (
            <p className="ui-error" role="alert" data-testid="custody-withdraw-reason">{a.reason}</p>
          )}
        </div>
      )}
    </QueryView>
  );
}
