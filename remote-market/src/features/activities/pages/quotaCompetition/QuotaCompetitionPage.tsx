import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Link } from '@credit/shared/router';
import type { Qzrace, QzraceBet } from '@credit/shared/api';
import { Field, GuestGate, QueryView, useSubmit } from '@credit/shared/ui';
import { useQzrace, useQzraceBet } from '../../api';
import { ActivityFrame } from '../../components/ActivityFrame';

const STATE_TEXT: Record<Qzrace['state'], string> = { open: '竞猜中', closed: '已截止，待开奖', settled: '已开奖' };

function BetForm({ race, minBet, maxBet }: { race: Qzrace; minBet: number; maxBet: number }) {
  const [optionId, setOptionId] = useState<string | null>(null);
  const [points, setPoints] = useState('');
  const [placed, setPlaced] = useState(false);
  const bet = useSubmit(useQzraceBet(), {
    idempotency: 'per-intent',
    // The form empties after a bet, so a further bet is a new intent the user types again.
    onAnswer: () => {
      setPlaced(true);
      setPoints('');
    },
  });
  const valid = optionId !== null && /^\d+$/.test(points) && Number(points) >= minBet && Number(points) <= maxBet;
  return (
    <div className="mk-actions">
      <div className="mk-grid" role="group" aria-label="竞猜选项">
        {race.options.map((o) => (
          <button key={o.optionId} type="button" aria-pressed={optionId === o.optionId} className={optionId === o.optionId ? 'mk-chosen' : undefined} onClick={() => setOptionId(o.optionId)}>
            {o.title}
            <span className="mk-muted">{o.stakedPoints}积分</span>
          </button>
        ))}
      </div>
      <Field id={`bet-${race.raceId}`} label="投注积分" inputMode="numeric" maxLength={4} value={points} onChange={(v) => { setPoints(v); setPlaced(false); }} placeholder={`${minBet}-${maxBet}积分`} />
      <Button block color="primary" disabled={!valid} loading={bet.pending} onClick={() => void bet.run({ raceId: race.raceId, optionId: optionId!, points })}>
        确认投注
      </Button>
      {placed && <p role="status">投注成功</p>}
      {bet.error && <p className="ui-error" role="alert">{bet.error}</p>}
    </div>
  );
}

function betText(b: QzraceBet): string {
  if (b.payout === null) return '待开奖';
  return b.payout > 0 ? `获得${b.payout}积分` : '未猜中';
}

function Races() {
  const qz = useQzrace();
  return (
    <QueryView query={qz}>
      {(d) => (
        <>
          <p className="mk-card" data-testid="my-points">我的积分：{d.points ?? 0}</p>
          {d.races.map((race) => (
            <section key={race.raceId} className="mk-card" data-testid={`race-${race.raceId}`} aria-label={race.title}>
              <h2 className="mk-card-title">{race.title}</h2>
              <p className="mk-muted">
                {STATE_TEXT[race.state]} · 截止{race.closesDay} · 奖池{race.poolPoints}积分
              </p>
              {race.state === 'open' && <BetForm race={race} minBet={d.minBet} maxBet={d.maxBet} />}
              {race.state === 'settled' && <p>正确答案：{race.options.find((o) => o.optionId === race.winner)?.title}</p>}
            </section>
          ))}
          <section className="mk-card" aria-label="我的竞猜">
            <h2 className="mk-card-title">我的竞猜</h2>
            {d.bets.length === 0 ? (
              <p className="mk-empty">暂无竞猜记录</p>
            ) : (
              <ul className="mk-list mk-flush">
                {d.bets.map((b) => {
                  const race = d.races.find((r) => r.raceId === b.raceId);
                  return (
                    <li key={b.betId} data-testid="my-bet">
                      <span className="mk-list-main">
                        {race?.title}
                        <span className="mk-muted">
                          {race?.options.find((o) => o.optionId === b.optionId)?.title} · 投注{b.points}积分
                        </span>
                      </span>
                      <span className="mk-list-value">{betText(b)}</span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <p className="mk-muted">
            <Link to="/ranking">竞猜达人榜</Link>
          </p>
        </>
      )}
    </QueryView>
  );
}

/** /quotaCompetition (qzrace; spec 2.11: back returns home): the races, a bet in points, the user's bets and results. */
export default function QuotaCompetitionPage() {
  return (
    <ActivityFrame code="qzrace">
      <GuestGate what="竞猜">{() => <Races />}</GuestGate>
    </ActivityFrame>
  );
}
