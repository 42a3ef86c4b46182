import { CREDITOR_ROLE_TITLES } from '@credit/shared';
import type { CapitalOrg } from '@credit/shared/api';
import { formatRatePpm, PPM } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useCapitalOrg } from '../../api';
import { OrderPage } from '../../components/params';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

/**
 * The funding institution (资金方) of an order (spec 2.10 cashButtOrgDetail, /cashButtOrgDetail?orderNo=;
 * cash/queryRouter): who lends, under which licence and registration, its hotline, the lender of the contract.
 * A two-bill loan (ADR 035) has two lenders: each institution with its role and share.
 */
export default function CashButtOrgDetailPage() {
  return <OrderPage>{(orderNo) => <CapitalOrgs orderNo={orderNo} />}</OrderPage>;
}

function CapitalOrgs({ orderNo }: { orderNo: string }) {
  const org = useCapitalOrg(orderNo);
  return (
    <div className="loan-page">
      <QueryView query={org}>
        {({ org: master, slave }) =>
          slave ? (
            <>
              <Institution org={master} role={`${CREDITOR_ROLE_TITLES.master}，出借比例${formatRatePpm(PPM - slave.sharePpm, 0)}`} />
              <Institution org={slave.org} role={`${CREDITOR_ROLE_TITLES.slave}，出借比例${formatRatePpm(slave.sharePpm, 0)}`} />
              <p className="ui-hint">您的借款由以上持牌机构按出借比例共同发放，借款合同出借人为以上机构。</p>
            </>
          ) : (
            <>
              <Institution org={master} />
              <p className="ui-hint">您的借款由以上持牌机构发放，借款合同出借人为该机构。</p>
            </>
          )
        }
      </QueryView>
    </div>
  );
}

function Institution({ org: o, role }: { org: CapitalOrg; role?: string }) {
  return (
    <section className="loan-card" aria-label={role ? `资金方信息（${role}）` : '资金方信息'} data-testid="capital-org">
      <h2>{o.name}</h2>
      {role && <p className="ui-hint">{role}</p>}
      <dl className="loan-facts">
        <div><dt>{o.licenceType}</dt><dd>{o.licenceNo}</dd></div>
        <div><dt>统一社会信用代码</dt><dd>{o.creditCode}</dd></div>
        <div><dt>监管机构</dt><dd>{o.regulator}</dd></div>
        <div><dt>借款合同出借人</dt><dd>{o.contractParty}</dd></div>
        <div><dt>客服电话</dt><dd><a href={`tel:${o.hotline.replace(/-/g, '')}`}>{o.hotline}</a></dd></div>
        <div><dt>注册地址</dt><dd>{o.address}</dd></div>
      </dl>
    </section>
  );
}
