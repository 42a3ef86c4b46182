import { useSearchParams } from '@credit/shared/router';
import { Button } from 'antd-mobile';
import { DEFAULT_HIGHEST_BORROW_FEN, PATTERNS, shell, useSysConfig } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import '../../../../components/market.css';


/**
 * /landingRegister (spec 2.10): where a shared invitation lands. It explains the product and sends the
 * visitor to register with the inviter's code filled in (only a 6-digit code is carried).
 */
export default function LandingRegisterPage() {
  const [params] = useSearchParams();
  const code = params.get('inviteCode') ?? '';
  const inviteCode = PATTERNS.inviteCode.test(code) ? code : '';
  const { config } = useSysConfig();
  // Spec 9: the highest borrowable amount is the server's, the default when it gives none or 0.
  const highest = config?.borrowHighestMoney || DEFAULT_HIGHEST_BORROW_FEN;
  const points = [`最高可借${formatYuan(highest)}`, '借款前展示年化利率与每期应还金额', '持牌机构放款，息费透明'];
  return (
    <div className="mk-page">
      <section className="mk-hero">
        <h2>好友邀请您一起体验</h2>
        <p>注册并完成实名，即可获得借款额度</p>
      </section>
      <ul className="mk-list">
        {points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      {inviteCode && <p className="mk-muted">邀请码：{inviteCode}</p>}
      <div className="mk-actions">
        <Button block color="primary" size="large" onClick={() => shell.navigate(inviteCode ? `/registerWithSms?inviteCode=${inviteCode}` : '/registerWithSms')}>
          立即注册
        </Button>
        <Button block fill="none" onClick={() => shell.navigate('/login')}>
          已有账号，去登录
        </Button>
      </div>
      <p className="mk-muted">贷款有风险，借款需谨慎。请根据个人实际情况合理借款。</p>
    </div>
  );
}
