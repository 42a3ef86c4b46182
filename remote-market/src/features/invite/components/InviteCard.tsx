import type { ReactNode } from 'react';
import { MESSAGES } from '@credit/shared';
import type { InvitationsInfoData } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { Link } from '@credit/shared/router';
import { QueryView } from '@credit/shared/ui';
import { useInvitations, useInviteCode } from '../api';

/**
 * The user's invitation as the server decides it (spec 6): a qualified user sees the code and what
 * it has earned, then `children`; anyone else the spec's MESSAGES.invitationNotOpen.
 */
export function InviteCard({ children }: { children: (info: InvitationsInfoData) => ReactNode }) {
  const info = useInvitations();
  const code = useInviteCode(info.data?.qualified === true);
  return (
    <QueryView query={info}>
      {(i) =>
        i.qualified ? (
          <>
            <section className="mk-card" aria-labelledby="mk-invite">
              <h2 id="mk-invite" className="mk-card-title">我的邀请码</h2>
              <p className="mk-amount" data-testid="invite-code">{code.data?.inviteCode ?? (code.isError ? '邀请码暂不可用' : '…')}</p>
              <p className="mk-muted" data-testid="invite-summary">
                已邀请 {i.friends.length} 人 · 累计奖励 {formatYuan(i.earnedFen)}
                {i.pendingFen > 0 && ` · 待到账 ${formatYuan(i.pendingFen)}`}
              </p>
              {/* ADR 027: the reward vests after the friend's first on-time instalment, not at pay-out. */}
              <p className="mk-muted">每位好友奖励 {formatYuan(i.rewardPerFriendFen)}，好友首次借款并按期还款后到账</p>
              {/* What a friend opening the shared link sees (spec 2.10 landingRegister), before sharing it. */}
              {code.data?.inviteCode && (
                <Link className="mk-text-link" to={`/landingRegister?inviteCode=${code.data.inviteCode}`}>
                  预览好友看到的邀请页 ›
                </Link>
              )}
            </section>
            {children(i)}
          </>
        ) : (
          <section className="mk-card" role="status" data-testid="invite-not-open">
            <p>{MESSAGES.invitationNotOpen}</p>
          </section>
        )
      }
    </QueryView>
  );
}
