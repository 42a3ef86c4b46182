import { useSearchParams } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import '../../../../components/market.css';

const POINTS = ['最高可借20万元', '按日计息，随借随还', '持牌机构放款，息费透明'];

/**
 * /landingRegister (spec 2.10): where a shared invitation lands. It explains the product and sends the
 * visitor to register with the inviter's code filled in (only a 6-digit code is carried).
 */
export default function LandingRegisterPage() {
  const [params] = useSearchParams();
  const code = params.get('inviteCode') ?? '';
  const inviteCode = /^\d{6}$/.test(code) ? code : '';
  return (
    <div className="mk-page">
      <section className="mk-hero">
        <h2>好友邀请您一起体验</h2>
        <p>注册并完成实名，即可获得借款额度</p>
      </section>
      <ul className="mk-list">
        {POINTS.map((p) => (
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
