import { useEffect, useRef } from 'react';
import { useSearchParams } from '@credit/shared/router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { CREDIT_STATUS, readReturnUrl, shell, type CreditStatus } from '@credit/shared';
import type { CreditStatusData, QuotaDecisionData } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { QueryView, useSubmit } from '@credit/shared/ui';
import { invalidateAuthentication, useCreditStatus, useDecision, useQuotaSubmit } from '../../api';
import { ITEM_TITLES, STATUS_LABELS } from '../../components/items';
import { useStartItem } from '../../components/useStartItem';
import '@credit/shared/ui.css';
import '../../components/authentication.css';

/**
 * The authentication hub (spec name cashAuthentication, 提额认证): the supplementary profile and every
 * item of spec 7.6 with its state, each leading to its page; 提交额度申请 once the profile and the
 * required items are done, then the decision (processing → approved with the new limit, or rejected
 * with the reason). Reached from the home tile 极速提额 and from the borrow gate (`?returnUrl=/newBorrowCash`),
 * which it leads back to once the profile is saved.
 */
export default function CashAuthenticationPage() {
  const status = useCreditStatus();
  return (
    <div className="auth-page">
      <QueryView query={status}>{(s) => <Hub status={s} />}</QueryView>
    </div>
  );
}

function StatusTag({ status }: { status: CreditStatus }) {
  return <span className="auth-status" data-status={status}>{STATUS_LABELS[status]}</span>;
}

function Hub({ status }: { status: CreditStatusData }) {
  const [search] = useSearchParams();
  // The flow that sent the user here (the borrow gate), the house's return URL (a hash route only).
  const back = readReturnUrl(search);
  const starter = useStartItem();
  const quotaSubmit = useQuotaSubmit();
  const submit = useSubmit(quotaSubmit);
  const applied = status.quota.status !== 'none';
  // Submitted a moment ago: the decision is read before the status says so.
  const decision = useDecision(applied || quotaSubmit.isSuccess);
  const client = useQueryClient();
  const seen = useRef(decision.data?.status);

  // A decision changes the limit (我的, the home card, the borrow gate) and what may be submitted.
  useEffect(() => {
    const now = decision.data?.status;
    if (seen.current === 'processing' && (now === 'approved' || now === 'rejected')) void invalidateAuthentication(client);
    seen.current = now;
  }, [decision.data?.status, client]);

  return (
    <>
      {back && (
        <p className="loan-notice" role="status">
          {status.profile ? '个人信息已完善，可以继续借款' : '借款前请先完善个人信息'}
        </p>
      )}
      <section className="auth-card" aria-labelledby="auth-base">
        <h2 id="auth-base">基本信息</h2>
        <button type="button" className="auth-row" onClick={() => shell.navigate('/personalInfo')} aria-label={`个人信息 ${status.profile ? '已认证' : '未认证'}`}>
          <span>个人信息</span>
          <StatusTag status={status.profile ? CREDIT_STATUS.done : CREDIT_STATUS.none} />
        </button>
        {/* The pre-loan questionnaire (spec 2.4 /loanInvestigate) is part of what the lender learns about the borrower. */}
        <button type="button" className="auth-row" onClick={() => shell.navigate('/loanInvestigate')}>
          <span>贷前调查</span>
          <span className="chevron" aria-hidden="true">›</span>
        </button>
      </section>
      <section className="auth-card" aria-labelledby="auth-items">
        <h2 id="auth-items">认证项目</h2>
        {status.items.map(({ item, status: s }) => (
          <button
            key={item}
            type="button"
            className="auth-row"
            disabled={starter.pending || (s === CREDIT_STATUS.done && item !== 'creditCard' && item !== 'idCardPhotos')}
            onClick={() => void starter.start(item)}
            aria-label={`${ITEM_TITLES[item]} ${STATUS_LABELS[s]}`}
          >
            <span>{ITEM_TITLES[item]}</span>
            <StatusTag status={s} />
          </button>
        ))}
      </section>

      {starter.error && <p className="ui-error" role="alert">{starter.error}</p>}
      <Decision data={decision.data ?? status.quota} />

      <div className="auth-actions">
        {back && status.profile === 1 && (
          <Button block color="primary" fill="outline" size="large" onClick={() => shell.navigate(back)}>
            继续借款
          </Button>
        )}
        {submit.error && <p className="ui-error" role="alert">{submit.error}</p>}
        <Button block color="primary" size="large" disabled={!status.canSubmit || submit.pending} onClick={() => void submit.run(undefined)}>
          提交额度申请
        </Button>
        {!status.canSubmit && status.quota.status === 'none' && <p className="ui-hint">完善个人信息、身份证照片和运营商认证后可提交额度申请</p>}
      </div>
    </>
  );
}

function Decision({ data }: { data: QuotaDecisionData }) {
  if (data.status === 'none') return null;
  return (
    <section className="auth-decision" data-testid="quota-decision" data-status={data.status} aria-live="polite">
      {data.status === 'processing' && (
        <>
          <DotLoading />
          <h2>额度审批中</h2>
          <p>请稍候，审批结果马上就好</p>
        </>
      )}
      {data.status === 'approved' && (
        <>
          <h2>审批通过</h2>
          <p>您的授信额度</p>
          <strong>{formatYuan(data.limitFen)}</strong>
          {data.activeStatus === 1 && <p>额度已激活，可立即借款</p>}
        </>
      )}
      {data.status === 'rejected' && (
        <>
          <h2>审批未通过</h2>
          <p>{data.reason}</p>
        </>
      )}
    </section>
  );
}
