import { Button } from 'antd-mobile';
import { shell, WITHDRAW_STATUS_TITLES } from '@credit/shared';
import type { DepositoryStatusData } from '@credit/shared/api';
import { formatMoney, formatYuan } from '@credit/shared/money';
import { Loading, QueryView } from '@credit/shared/ui';
import { useCustodyWithdrawals, useDepositoryStatus } from '../../api';
import '@credit/shared/ui.css';

/**
 * The custody account's home (/depositeSetting, spec 2.7, 7.5; ADR 037): its state, card, balance, the
 * withdrawal and its records. Not opened: the way to open it (real-name first, spec 4.3).
 */
export default function DepositeSettingPage() {
  const depository = useDepositoryStatus();
  return (
    <QueryView query={depository} loading={<Loading lines={4} />} failedTitle="存管账户信息加载失败">
      {(d) => <Depository d={d} />}
    </QueryView>
  );
}

/** What the open account offers: money and records, then its own changes (a page each), cancellation last. */
const CARD_ACTIONS = [
  ['提现', '/custodyWithdraw'],
  ['提现记录', '/custodyWithdrawRecords'],
  ['修改存管密码', '/custodyModifyPwd'],
  ['重置存管密码', '/custodyResetPwd'],
  ['更换银行卡', '/custodyChangeCard'],
  ['修改预留手机号', '/custodyChangeMobile'],
  ['注销存管账户', '/custodyCancel'],
] as const;
/** Without a card: bind one first; the password and cancellation need none. */
const NO_CARD_ACTIONS = [
  ['绑定银行卡', '/custodyOpen'],
  ['修改存管密码', '/custodyModifyPwd'],
  ['注销存管账户', '/custodyCancel'],
] as const;

function Depository({ d }: { d: DepositoryStatusData }) {
  if (!d.openStatus) {
    return (
      <div className="ui-page">
        <div className="ui-result">
          <h2>存管账户未开通</h2>
          <p>开通存管账户后，借款和还款资金由银行存管</p>
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            onClick={() => shell.navigate(d.realNamed ? '/custodyOpen' : `/realName?callBackUrl=${encodeURIComponent('/depositeSetting')}`)}
          >
            立即开通
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="ui-page">
      <section className="ui-list" aria-label="存管账户">
        <div>
          <span>账户状态</span>
          <span className="value">已开通</span>
        </div>
        <div>
          <span>存管账号</span>
          <span className="value money">{d.accountNo}</span>
        </div>
        <div>
          <span>绑定银行卡</span>
          <span className="value">{d.card ? `${d.card.bankName}（尾号${d.card.cardNoMask}）` : '未绑定'}</span>
        </div>
        {d.card && (
          <div>
            <span>预留手机号</span>
            <span className="value">{d.card.reservedMobileMask}</span>
          </div>
        )}
        <div>
          <span>账户余额（元）</span>
          <span className="value money" data-testid="custody-balance">{formatMoney(d.balanceFen)}</span>
        </div>
      </section>
      <nav className="ui-list" aria-label="存管账户操作">
        {(d.card ? CARD_ACTIONS : NO_CARD_ACTIONS).map(([text, to]) => (
          <button key={to} type="button" onClick={() => shell.navigate(to)}>
            <span>{text}</span>
            <span className="value" aria-hidden="true">›</span>
          </button>
        ))}
      </nav>
      <WithdrawRecords />
    </div>
  );
}

function WithdrawRecords() {
  const records = useCustodyWithdrawals();
  return (
    <QueryView query={records} loading={<Loading lines={2} />} failedTitle="提现记录加载失败">
      {({ list }) =>
        list.length === 0 ? null : (
          <nav className="ui-list" aria-label="提现记录">
            {list.map((r) => (
              <button key={r.withdrawNo} type="button" onClick={() => shell.navigate(`/custodyWithdrawDetail?withdrawNo=${encodeURIComponent(r.withdrawNo)}`)}>
                <span>
                  {formatYuan(r.amountFen)} · {r.bankName}（尾号{r.cardNoMask}）
                </span>
                <span className="value">{WITHDRAW_STATUS_TITLES[r.status]}</span>
              </button>
            ))}
          </nav>
        )
      }
    </QueryView>
  );
}
