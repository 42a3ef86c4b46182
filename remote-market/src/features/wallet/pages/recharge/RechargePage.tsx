import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, RECHARGE_STATUS_TITLES } from '@credit/shared';
import type { RechargeRecord } from '@credit/shared/api';
import { formatMoney, formatYuan } from '@credit/shared/money';
import { PasswordPay, QueryView } from '@credit/shared/ui';
import { EntryList } from '../../../../components/EntryList';
import { orderRecharge, rechargeKeys, useRechargeProducts } from '../../api';
import '../../../../components/market.css';

/**
 * /recharge (spec 2.6): top up the account's mobile. The face value is chosen, the price is the
 * server's, and the card pays after the deal password with the confirm screen's one key (ADR 016).
 * A top-up the card channel has not answered is processing: the page polls the records until it settles.
 */
const RECHARGE_PROCESSING = '充值处理中：银行正在处理，结果将自动更新';

export default function RechargePage() {
  const client = useQueryClient();
  const products = useRechargeProducts();
  const [chosen, setChosen] = useState<string | null>(null);
  const [result, setResult] = useState<RechargeRecord | null>(null);
  return (
    <div className="mk-page">
      <QueryView query={products}>
        {(p) => {
          const product = p.products.find((x) => x.productId === chosen);
          // The latest word on the top-up just paid: the polled records once they hold it.
          const shown = result && (p.records.find((r) => r.rechargeNo === result.rechargeNo) ?? result);
          return (
            <>
              <section className="mk-card" aria-labelledby="mk-recharge">
                <h2 id="mk-recharge" className="mk-card-title">充值号码 {p.mobile}</h2>
                <div className="mk-grid" role="radiogroup" aria-label="充值面额">
                  {p.products.map((x) => (
                    <button key={x.productId} type="button" role="radio" aria-checked={chosen === x.productId} className={chosen === x.productId ? 'mk-chosen' : ''}
                      onClick={() => { setChosen(x.productId); setResult(null); }}>
                      <strong>{formatYuan(x.faceFen)}</strong>
                      <span>售价{formatYuan(x.priceFen)}</span>
                    </button>
                  ))}
                </div>
              </section>
              {shown && (
                <p role="status" className="mk-card" data-testid="recharge-result">
                  {shown.status === 'success'
                    ? `充值成功：${formatYuan(shown.faceFen)}已充入${shown.mobile}`
                    : shown.status === 'processing' ? RECHARGE_PROCESSING : MESSAGES.rechargeFailed}
                </p>
              )}
              {product && !result && (
                <PasswordPay
                  screen="recharge"
                  subject={product.productId}
                  amountFen={product.priceFen}
                  ticketFor={{ payFor: 'recharge', subject: product.productId }}
                  pay={(ticket, key) => orderRecharge(product.productId, ticket, key)}
                  isPaid={(a) => a.record.status === 'success'}
                  refresh={() => client.invalidateQueries({ queryKey: rechargeKeys.products })}
                  onAnswer={(a) => setResult(a.record)}
                  stillRunning="该笔充值正在处理中，请稍后查看充值记录"
                  needPassword="充值前需先设置交易密码"
                  label="确认支付"
                />
              )}
              <h2 className="mk-card-title">充值记录</h2>
              <EntryList label="充值记录" empty="暂无充值记录" entries={p.records.map((r) => ({
                id: r.rechargeNo, title: `${r.mobile} 充值${formatYuan(r.faceFen)}`, value: r.status === 'success' ? `-${formatMoney(r.priceFen)}` : RECHARGE_STATUS_TITLES[r.status], createdAt: r.createdAt,
              }))} />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
