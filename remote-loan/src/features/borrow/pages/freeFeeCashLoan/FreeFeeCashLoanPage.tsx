import { useAtomValue } from 'jotai';
import { Button } from 'antd-mobile';
import { goLogin, isLoginAtom, sessionStore, shell } from '@credit/shared';
import type { LoanParamsData } from '@credit/shared/api';
import { FREE_INTEREST_GIFT_DAYS, FREE_INTEREST_MAX_MONTHS } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useLoanParams } from '../../api';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

/** Spec 9's claim in the product's words: up to N months interest-free, or an N-day interest-free gift bag. */
export const offerText = (months: number, days: number): string => `首次借款最高享${months}个月免息，或领取${days}天免息礼包`;

// This page's own wording for who is not eligible (the spec gives none).
export const NOT_ELIGIBLE = '免息优惠仅限首次借款的用户，您已有借款记录，暂不能参加本活动';

/**
 * The interest-free offer (spec 2.10 freeFeeCashLoan, /freeFeeCashLoan; spec 3 freeFeeUser / freeFeePeriods,
 * spec 9). Open to guests: they read the offer and log in to see whether it is theirs.
 */
export default function FreeFeeCashLoanPage() {
  const isLogin = useAtomValue(isLoginAtom, { store: sessionStore });
  return (
    <div className="loan-page">
      {isLogin ? <Eligibility /> : (
        <>
          {/* A guest reads spec 9's claim; a user reads the terms the product offers now (loanparams). */}
          <OfferHero months={FREE_INTEREST_MAX_MONTHS} days={FREE_INTEREST_GIFT_DAYS} />
          <div className="loan-actions">
            <Button block color="primary" size="large" onClick={() => void goLogin()}>登录查看我的免息资格</Button>
          </div>
        </>
      )}
    </div>
  );
}

function OfferHero({ months, days }: { months: number; days: number }) {
  return (
    <section className="loan-hero loan-offer" aria-label="免息优惠">
      <p>新客专享</p>
      <strong data-testid="free-offer">{offerText(months, days)}</strong>
    </section>
  );
}

function Eligibility() {
  const params = useLoanParams();
  return (
    <QueryView query={params}>
      {(p) => (
        <>
          <OfferHero months={p.freeFeePeriods.freePeriods} days={p.freeFeePeriods.giftDays} />
          <Offer params={p} />
        </>
      )}
    </QueryView>
  );
}

function Offer({ params }: { params: LoanParamsData }) {
  const { freePeriods, giftDays, configurePeriods } = params.freeFeePeriods;
  if (params.freeFeeUser !== 1) {
    return (
      <div className="loan-card" data-testid="free-fee-ineligible">
        <h2>暂不符合条件</h2>
        <p className="loan-notice" role="status">{NOT_ELIGIBLE}</p>
        <div className="loan-actions">
          <Button block fill="outline" onClick={() => shell.navigate('/newCashIndex')}>去借款</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="loan-card" data-testid="free-fee-eligible">
      <h2>您可享受首借免息</h2>
      <dl className="loan-facts">
        <div><dt>免息期数</dt><dd>前{freePeriods}期利息全免</dd></div>
        <div><dt>或免息礼包</dt><dd>借款后{giftDays}天内免息</dd></div>
        <div><dt>适用期限</dt><dd>{configurePeriods.map((n) => `${n}期`).join('、')}</dd></div>
      </dl>
      <p className="ui-hint">在借款申请页选择免息方式；服务费照常收取，以借款申请页的试算为准。</p>
      <div className="loan-actions">
        <Button block color="primary" size="large" onClick={() => shell.navigate('/newBorrowCash')}>立即借款</Button>
      </div>
    </div>
  );
}
