import { useState } from 'react';
import { Link } from '@credit/shared/router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { MESSAGES, WITHDRAW_STATUS_TITLES } from '@credit/shared';
import type { WithdrawRecord } from '@credit/shared/api';
import { canWithdraw, formatMoney, formatYuan } from '@credit/shared/money';
import { PasswordPay, QueryView } from '@credit/shared/ui';
import { invalidateWallet, useCashAvailable, withdraw } from './walletApi';


/**
 * The reward balance and its withdrawal (spec 4.8): below 20 yuan the page says so and offers no
 * withdrawal (the shared `canWithdraw`, the rule the server applies too); otherwise the whole balance
 * goes to the default card after the deal password, with the confirm screen's one Idempotency-Key.
 */
export function WithdrawPanel() {
  const client = useQueryClient();
  const available = useCashAvailable();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<WithdrawRecord | null>(null);

  return (
    <QueryView query={available}>
      {(a) => (
        <section className="mk-card" aria-labelledby="mk-balance-title">
          <h2 id="mk-balance-title" className="mk-card-title">可提现余额（元）</h2>
          <p className="mk-amount" data-testid="withdraw-balance">{formatMoney(a.totalMoney)}</p>
          {result ? (
            <div role="status" data-testid="withdraw-result" className="mk-result-line">
              <strong>{WITHDRAW_STATUS_TITLES[result.status]}</strong>
              <span>
                {formatYuan(result.amountFen)} · {result.bankName} {result.cardNo}
              </span>
              {result.failReason && <span className="mk-muted">{result.failReason}</span>}
              <Link to="/withDrawRecord">查看提现记录</Link>
            </div>
          ) : !canWithdraw(a.totalMoney) ? (
            <p className="mk-muted" data-testid="withdraw-below">{MESSAGES.withdrawBelowThreshold}</p>
          ) : confirming ? (
            <>
              <p className="mk-muted">
                提现至 {a.bankCardName} {a.bankCardNo}
              </p>
              <PasswordPay
                screen="withdraw"
                subject={String(a.totalMoney)}
                amountFen={a.totalMoney}
                ticketFor={{ payFor: 'withdraw', subject: '', amountFen: a.totalMoney }}
                pay={(payTicket, key) => withdraw(a.totalMoney, payTicket, key)}
                isPaid={(answer) => answer.record.status !== 'failed'}
                refresh={() => invalidateWallet(client)}
                onAnswer={(answer) => {
                  setConfirming(false);
                  setResult(answer.record);
                }}
                stillRunning="该笔提现正在处理中，请稍后在提现记录中查看"
                needPassword="提现前需先设置交易密码"
                label="确认提现"
              />
            </>
          ) : (
            <Button block color="primary" onClick={() => setConfirming(true)}>
              立即提现
            </Button>
          )}
        </section>
      )}
    </QueryView>
  );
}
