import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import type { DepositoryStatusData } from '@credit/shared/api';
import { useDepositoryStatus } from '../../api';
import { Loading, QueryView } from '@credit/shared/ui';
import '@credit/shared/ui.css';

/** Custody account settings (/depositeSetting, spec 2.7 and 7.5 depository/status). */
export default function DepositeSettingPage() {
  const depository = useDepositoryStatus();
  return (
    <QueryView query={depository} loading={<Loading lines={4} />} failedTitle="存管账户信息加载失败">
      {(d) => <Depository d={d} />}
    </QueryView>
  );
}

function Depository({ d }: { d: DepositoryStatusData }) {
  if (!d.openStatus) {
    // Spec 4.3: verified users confirm their identity, others start with real-name verification.
    const next = d.realNamed ? 'validateIdentity' : 'realName';
    return (
      <div className="ui-page">
        <div className="ui-result">
          <h2>存管账户未开通</h2>
          <p>开通存管账户后，借款和还款资金由银行存管</p>
          <Button block color="primary" size="large" shape="rounded" onClick={() => shell.navigate(`/${next}?callBackUrl=${encodeURIComponent('/depositeSetting')}`)}>
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
      </section>
      <nav className="ui-list" aria-label="存管账户操作">
        <button type="button" onClick={() => shell.navigate('/bankCard')}>
          <span>{d.card ? '更换银行卡' : '绑定银行卡'}</span>
          <span className="value" aria-hidden="true">›</span>
        </button>
        {d.tradePwdSet ? (
          <>
            <button type="button" onClick={() => shell.navigate('/modifyDealPw')}>
              <span>修改交易密码</span>
              <span className="value" aria-hidden="true">›</span>
            </button>
            <button type="button" onClick={() => shell.navigate('/resetDealPw')}>
              <span>忘记交易密码</span>
              <span className="value" aria-hidden="true">›</span>
            </button>
          </>
        ) : (
          <button type="button" onClick={() => shell.navigate('/pwSetting')}>
            <span>设置交易密码</span>
            <span className="value" aria-hidden="true">›</span>
          </button>
        )}
      </nav>
    </div>
  );
}
