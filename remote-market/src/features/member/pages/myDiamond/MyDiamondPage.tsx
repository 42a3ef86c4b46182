import { QueryView } from '@credit/shared/ui';
import { EntryList, signed } from '../../../../components/EntryList';
import { useFudouBalance, useFudouDetails, useFudouRate } from '../../api';
import '../../../../components/market.css';

/** /myDiamond (spec 2.10): the fudou balance, what it is worth and its movements (spec 7.7 fudou calls). */
export default function MyDiamondPage() {
  const balance = useFudouBalance();
  const rate = useFudouRate();
  const details = useFudouDetails();
  return (
    <div className="mk-page">
      <section className="mk-card">
        <h2 className="mk-card-title">福豆余额</h2>
        <p className="mk-amount" data-testid="fudou-balance">{balance.data ? balance.data.balance : '--'}</p>
        {rate.data && <p className="mk-muted">{rate.data.summary}</p>}
      </section>
      <QueryView query={details}>
        {(d) => <EntryList label="福豆明细" empty="暂无福豆记录" entries={d.list.map((e) => ({ id: e.entryId, title: e.title, value: signed(e.points), createdAt: e.createdAt }))} />}
      </QueryView>
    </div>
  );
}
