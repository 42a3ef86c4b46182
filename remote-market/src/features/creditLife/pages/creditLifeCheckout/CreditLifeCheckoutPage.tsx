import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from '@credit/shared/router';
import { isShopOrderNo, SHOP_PAY_TYPE_TITLES, SHOP_PAY_TYPES } from '@credit/shared';
import type { ShopOrder, ShopPayType } from '@credit/shared/api';
import { formatRateBp, formatYuan } from '@credit/shared/money';
import { PasswordPay, QueryView } from '@credit/shared/ui';
import { creditLifeKeys, payOrder, useDepository, useOrder, usePlanRange } from '../../api';
import { orderPath } from '../../components/ProductGrid';
import '../../../../components/market.css';

/**
 * /creditLifeCheckout?orderNo= (ADR 038): pay an order in instalments with the credit limit (a plan chosen, its
 * APR shown first) or at once from the card or the custody balance, after the deal password, with the screen's
 * one key: a double tap or a retry buys once.
 */
/** The payment bought something (the pay overlay may say 支付完成): delivered or delivering; a refunded order bought nothing. */
export const boughtSomething = (o: Pick<ShopOrder, 'status'>): boolean => o.status === 'delivered' || o.status === 'delivering';

export default function CreditLifeCheckoutPage() {
  const orderNo = useSearchParams()[0].get('orderNo') ?? '';
  if (!isShopOrderNo(orderNo)) return <p className="mk-empty">订单不存在</p>;
  return <Checkout orderNo={orderNo} />;
}

function Checkout({ orderNo }: { orderNo: string }) {
  const order = useOrder(orderNo);
  return <QueryView query={order}>{(d) => <Pay order={d.order} />}</QueryView>;
}

function Pay({ order }: { order: ShopOrder }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const plans = usePlanRange(order.orderNo);
  const custody = useDepository(order.orderNo);
  const [payType, setPayType] = useState<ShopPayType>('instalment');
  const [period, setPeriod] = useState<number | null>(null);
  if (order.status !== 'pendingPay') return <OrderLink order={order} />;
  const instalmentRefusal = plans.data?.reason ?? '';
  const custodyRefusal = custody.data && !custody.data.canPay ? custody.data.reason : '';
  const blocked = payType === 'instalment' ? instalmentRefusal || (period === null ? '请选择分期期数' : '') : payType === 'custody' ? custodyRefusal : '';
  return (
    <div className="mk-page">
      <section className="mk-card">
        <h2 className="mk-card-title">{order.title}</h2>
        {order.mobile && <p className="mk-muted">充值号码 {order.mobile}</p>}
        <p className="mk-amount">{formatYuan(order.priceFen)}</p>
      </section>
      <section className="mk-card">
        <h2 className="mk-card-title">支付方式</h2>
        <div className="mk-tabs mk-fit" role="radiogroup" aria-label="支付方式">
          {SHOP_PAY_TYPES.map((t) => (
            <button key={t} type="button" role="radio" aria-checked={payType === t} onClick={() => setPayType(t)}>{SHOP_PAY_TYPE_TITLES[t]}</button>
          ))}
        </div>
        {payType === 'instalment' && (
          <QueryView query={plans}>
            {(p) => (
              <>
                <p className="mk-muted">可分期额度 {formatYuan(p.instalmentMaxFen)}</p>
                <div className="mk-options" role="radiogroup" aria-label="分期期数">
                  {p.list.map((plan) => (
                    <button key={plan.period} type="button" role="radio" aria-checked={period === plan.period} onClick={() => setPeriod(plan.period)}>
                      <span className="mk-list-main">年化利率 {formatRateBp(plan.aprBp)} · {plan.period}期</span>
                      <span className="mk-muted">首期应还 {formatYuan(plan.firstPaymentFen)}，共 {formatYuan(plan.totalFen)}</span>
                    </button>
                  ))}
                </div>
              </>
            )}
          </QueryView>
        )}
        {payType === 'custody' && custody.data && <p className="mk-muted">存管账户余额 {formatYuan(custody.data.balanceFen)}</p>}
        {blocked && <p role="status" className="mk-muted">{blocked}</p>}
      </section>
      <PasswordPay
        screen={`creditLife-${payType}-${period ?? 0}`}
        subject={order.orderNo}
        amountFen={order.priceFen}
        ticketFor={{ payFor: 'creditLife', subject: order.orderNo, amountFen: order.priceFen }}
        pay={(ticket, key) => payOrder(order.orderNo, payType, period, ticket, key)}
        isPaid={(a) => boughtSomething(a.order)}
        refresh={() => client.invalidateQueries({ queryKey: creditLifeKeys.all })}
        onAnswer={(a) => navigate(orderPath(a.order.orderNo), { replace: true })}
        stillRunning="该笔订单正在支付中，请稍后查看订单"
        needPassword="支付前需先设置交易密码"
        label="确认支付"
        disabled={Boolean(blocked)}
      />
    </div>
  );
}

function OrderLink({ order }: { order: ShopOrder }) {
  const navigate = useNavigate();
  return (
    <div className="mk-page">
      <p className="mk-empty">该订单已支付</p>
      <button type="button" className="btn-primary" onClick={() => navigate(orderPath(order.orderNo), { replace: true })}>查看订单</button>
    </div>
  );
}
