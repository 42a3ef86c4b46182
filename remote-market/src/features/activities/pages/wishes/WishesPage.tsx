import { Button } from 'antd-mobile';
import { GuestGate, QueryView, useSubmit } from '@credit/shared/ui';
import { useMakeWish, useWishes } from '../../api';
import { ActivityFrame } from '../../components/ActivityFrame';

function Wishes() {
  const wishes = useWishes();
  const make = useSubmit(useMakeWish());
  return (
    <QueryView query={wishes}>
      {(w) => {
        const mine = w.options.find((o) => o.wishId === w.myWish);
        return (
          <>
            {mine ? (
              <p role="status" className="mk-card" data-testid="my-wish">我的愿望：{mine.title}</p>
            ) : (
              <p className="mk-card">许下愿望即得{w.rewardPoints}积分</p>
            )}
            <ul className="mk-list">
              {w.options.map((o) => (
                <li key={o.wishId}>
                  <span className="mk-list-main">
                    {o.title}
                    <span className="mk-muted">{o.count}人许愿</span>
                  </span>
                  <Button size="small" color="primary" disabled={!!mine || make.pending} onClick={() => void make.run(o.wishId)}>
                    许愿
                  </Button>
                </li>
              ))}
            </ul>
            {make.error && <p className="ui-error" role="alert">{make.error}</p>}
          </>
        );
      }}
    </QueryView>
  );
}

/** /wishes (activity 10): the wishes and how many made each; the user's one wish earns points once. */
export default function WishesPage() {
  return (
    <ActivityFrame code="wishes">
      <GuestGate what="许愿">{() => <Wishes />}</GuestGate>
    </ActivityFrame>
  );
}
