import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { CUSTODY_MESSAGES, shell, WITHDRAW_STATUS_TITLES } from '@credit/shared';
import type { CustodyWithdrawRecord, WithdrawCashAptitudeData } from '@credit/shared/api';
import { formatMoney, formatYuan, parseYuan } from '@credit/shared/money';
import { Field, Loading, PasswordPay, QueryView } from '@credit/shared/ui';
import { custodyWithdraw, invalidateCustody, useWithdrawAptitude, useWithdrawRequest } from '../../api';
import '@credit/shared/ui.css';

/** A typed amount that is no amount (spec 5 money: yuan with at most two decimals, more than 0). */
const BAD_AMOUNT = '请输入正确的金额，最多两位小数';

/**
 * The custody balance to the custody card (/custodyWithdraw, ADR 037): custody/withdrawCashAptitude says
 * whether, how much and why not; the amount typed (empty: the whole withdrawable balance) goes after the deal
 * password with the confirm screen's one Idempotency-Key for that amount (a double tap withdraws once). The
 * answer's state is shown as is: processing (the bank has not answered), success, or failed with the money
 * back in the account. Before the password, the withdrawal request (capitalDepository/sendWithdrawRequest)
 * says what the amount takes from each loan paid in and what is left.
 */
export default function CustodyWithdrawPage() {
  const aptitude = useWithdrawAptitude();
  const [result, setResult] = useState<CustodyWithdrawRecord | null>(null);
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
            <WithdrawForm a={a} onAnswer={setResult} />
          ) : (
            <p className="ui-error" role="alert" data-testid="custody-withdraw-reason">{a.reason}</p>
          )}
        </div>
      )}
    </QueryView>
  );
}

function WithdrawForm({ a, onAnswer }: { a: WithdrawCashAptitudeData; onAnswer: (record: CustodyWithdrawRecord) => void }) {
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const typed = amount.trim() !== '';
  const typedFen = typed ? parseYuan(amount) : null;
  const amountError = !typed ? null : typedFen === null || typedFen <= 0 ? BAD_AMOUNT : typedFen > a.maxFen ? CUSTODY_MESSAGES.overBalance : null;
  const amountFen = typed ? (amountError ? 0 : typedFen!) : a.maxFen;
  const request = useWithdrawRequest(amountFen, amountFen > 0);
  return (
    <>
      <div className="ui-card">
        <Field
          id="custody-amount"
          label="提现金额"
          autoComplete="off"
          maxLength={16}
          placeholder={`不填则全部提现 ${formatMoney(a.maxFen)}`}
          value={amount}
          onChange={setAmount}
          error={amountError ?? undefined}
        />
      </div>
      {request.data && !amountError && (
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
        subject={String(amountFen)}
        amountFen={amountFen}
        ticketFor={{ payFor: 'custodyWithdraw', subject: '', amountFen }}
        pay={(payTicket, key) => custodyWithdraw(amountFen, payTicket, key)}
        isPaid={(answer) => answer.record.status !== 'failed'}
        refresh={() => invalidateCustody(client)}
        onAnswer={(answer) => onAnswer(answer.record)}
        stillRunning="该笔提现正在处理中，请稍后在存管账户中查看"
        needPassword="提现前需先设置交易密码"
        label="确认提现"
        disabled={amountError !== null}
      />
    </>
  );
}
