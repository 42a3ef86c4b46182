import type { ReactNode } from 'react';
import { MESSAGES } from '@credit/shared';
import type { InvitationsInfoData } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useInvitations } from '../api';

/**
 * The user's invitation as the server decides it (spec 6): a qualified user sees the code and what
 * it has earned, then `children`; anyone else the spec's MESSAGES.invitationNotOpen.
 */
export function InviteCard({ children }: { children: (info: InvitationsInfoData) => ReactNode }) {
  const info = useInvitations();
  return (
    <QueryView query={info}>
      {(i) =>
        i.qualified ? (
          <>
            <section className="mk-card" aria-labelledby="mk-invite">
              <h2 id="mk-invite" className="mk-card-title">我的邀请码</h2>
              <p className="mk-amount" data-testid="invite-code">{i.inviteCode}</p>
              <p className="mk-muted">
                已邀请 {i.friends.length} 人 · 累计奖励 {formatYuan(i.earnedFen)} · 每位好友首次借款奖励 {formatYuan(i.rewardPerFriendFen)}
              </p>
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
