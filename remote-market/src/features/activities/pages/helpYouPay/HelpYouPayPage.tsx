import { Button } from 'antd-mobile';
import { useSearchParams } from '@credit/shared/router';
import type { HelpRequest } from '@credit/shared/api';
import { GuestGate, QueryView, useSubmit } from '@credit/shared/ui';
import { ShareButton } from '../../../../components/ShareButton';
import { useHelp, useHelpInfo, useStartHelp } from '../../api';
import { ActivityFrame } from '../../components/ActivityFrame';

function Progress({ request }: { request: HelpRequest }) {
  return (
    <>
      <p data-testid="help-progress">
        已有{request.helped}位好友助力，还差{Math.max(0, request.needed - request.helped)}位
      </p>
      <div className="mk-progress" aria-hidden="true">
        <span style={{ width: `${(100 * Math.min(request.helped, request.needed)) / request.needed}%` }} />
      </div>
    </>
  );
}

/** The link a friend opens: this page with the request's id. */
const helpLink = (helpId: string) => `${window.location.origin}${window.location.pathname}#/helpYouPay?helpId=${helpId}`;

function Mine() {
  const info = useHelpInfo(null);
  const start = useSubmit(useStartHelp());
  return (
    <QueryView query={info}>
      {({ request }) => (
        <section className="mk-card">
          {request && <Progress request={request} />}
          {request?.state === 'done' && <p role="status">助力成功！{request.rewardTitle}已放入我的优惠券</p>}
          {request?.state === 'expired' && <p>助力已结束</p>}
          {request?.state === 'helping' ? (
            <div className="mk-actions">
              <p className="mk-muted">
                邀请好友打开链接助力：<span data-testid="help-link">{helpLink(request.helpId)}</span>
              </p>
              <ShareButton code="help" helpId={request.helpId} label="邀请好友助力" />
            </div>
          ) : (
            <div className="mk-actions">
              <Button block color="primary" size="large" loading={start.pending} disabled={start.pending} onClick={() => void start.run(undefined)}>
                发起助力
              </Button>
              {start.error && <p className="ui-error" role="alert">{start.error}</p>}
            </div>
          )}
        </section>
      )}
    </QueryView>
  );
}

const FRIEND_STATE: Record<HelpRequest['state'], string> = { helping: '', done: '好友的助力已完成', expired: '助力已结束' };

function Friend({ helpId }: { helpId: string }) {
  const info = useHelpInfo(helpId);
  const help = useSubmit(useHelp(helpId));
  return (
    <QueryView query={info}>
      {({ request }) =>
        request && (
          <section className="mk-card">
            <p>好友 {request.starter} 邀请您助力</p>
            <Progress request={request} />
            {request.role === 'helped' ? (
              <p role="status">您已助力</p>
            ) : request.state !== 'helping' ? (
              <p>{FRIEND_STATE[request.state]}</p>
            ) : (
              <Button block color="primary" size="large" loading={help.pending} disabled={help.pending} onClick={() => void help.run(undefined)}>
                为TA助力
              </Button>
            )}
            {help.error && <p className="ui-error" role="alert">{help.error}</p>}
          </section>
        )
      }
    </QueryView>
  );
}

/**
 * /helpYouPay (activity 4, friends help pay; spec 2.11: back returns home): the user starts a help
 * request and shares its link; a friend opening `?helpId=` helps once. The last help grants the reward.
 */
export default function HelpYouPayPage() {
  const helpId = useSearchParams()[0].get('helpId');
  return (
    <ActivityFrame code="help">
      <GuestGate what="助力">{() => (helpId ? <FriendOrMine helpId={helpId} /> : <Mine />)}</GuestGate>
    </ActivityFrame>
  );
}

/** The starter opening their own link sees their own view. */
function FriendOrMine({ helpId }: { helpId: string }) {
  const info = useHelpInfo(helpId);
  return info.data?.request?.role === 'starter' ? <Mine /> : <Friend helpId={helpId} />;
}
