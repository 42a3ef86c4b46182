import { useEffect } from 'react';
import type { InterestFreeChoice, OrderOffersData } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { QueryView, useSubmit } from '@credit/shared/ui';
import { useChooseOffer, useOrderOffers } from '../api';

/** One offer at a time (the server refuses a stack): none, a first-loan claim, or a red packet. */
type OfferValue = 'none' | Exclude<InterestFreeChoice, 'none'> | `R${string}`;

const valueOf = (o: OrderOffersData): OfferValue => (o.rmId ? (o.rmId as OfferValue) : o.interestFree);

/** The choices as the borrower reads them; the months claim only where the period allows it. */
export function offerOptions(o: OrderOffersData, period: number): Array<{ value: OfferValue; label: string }> {
  const months = o.freeFeePeriods.configurePeriods.length === 0 || o.freeFeePeriods.configurePeriods.includes(period);
  return [
    { value: 'none', label: '不使用优惠' },
    ...(o.freeFeeUser === 1 && months && o.freeFeePeriods.freePeriods > 0 ? [{ value: 'months' as const, label: `首借免息${o.freeFeePeriods.freePeriods}个月` }] : []),
    ...(o.freeFeeUser === 1 ? [{ value: 'days' as const, label: `${o.freeFeePeriods.giftDays}天免息礼包` }] : []),
    ...o.redList.map((r) => ({ value: r.rmId as OfferValue, label: `${r.loanRedTitle}（减${formatYuan(r.rmdAmt)}）` })),
  ];
}

/**
 * The confirm page's offers (spec 3 "Loan red packet", spec 9's interest-free claim): choosing one
 * prices the order anew on the server, and the figures and schedule above show the new price before
 * the deal password is asked. The choice shown is always the order's own (a refusal leaves it as it was).
 */
export function Offers({ orderNo, period, onPricing }: { orderNo: string; period: number; onPricing: (pricing: boolean) => void }) {
  const offers = useOrderOffers(orderNo);
  const choice = useChooseOffer();
  // A refusal is told by the shell or on the line under the choice; the order keeps its own offer.
  const choose = useSubmit(choice);
  // The confirm button waits while an offer is being priced (the figures shown are not yet the order's).
  useEffect(() => onPricing(choose.pending), [choose.pending, onPricing]);
  const priced = choose.pending && choice.variables ? ((choice.variables.rmId ?? choice.variables.interestFree) as OfferValue) : null;
  return (
    <QueryView query={offers} loading={null} isEmpty={(o) => offerOptions(o, period).length < 2} empty={null}>
      {(o) => (
        <>
          <label className="loan-row">
            <span>优惠</span>
            <select
              value={priced ?? valueOf(o)}
              disabled={choose.pending}
              onChange={(e) => {
                const value = e.target.value as OfferValue;
                void choose.run(value.startsWith('R') ? { orderNo, interestFree: 'none', rmId: value } : { orderNo, interestFree: value as InterestFreeChoice });
              }}
            >
              {offerOptions(o, period).map((x) => <option key={x.value} value={x.value}>{x.label}</option>)}
            </select>
          </label>
          {choose.error && <p className="ui-error" role="alert">{choose.error}</p>}
        </>
      )}
    </QueryView>
  );
}
