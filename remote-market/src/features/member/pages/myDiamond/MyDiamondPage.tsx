import { useFudouBalance, useFudouDetails, useFudouRate } from '../../api';
import { PointsLedger } from '../../components/PointsLedger';
import '../../../../components/market.css';

/** /myDiamond (spec 2.10): the fudou balance, what it is worth and its movements (spec 7.7 fudou calls). */
export default function MyDiamondPage() {
  const balance = useFudouBalance();
  const rate = useFudouRate();
  const details = useFudouDetails();
  return (
    <div className="mk-page">
      <PointsLedger title="福豆余额" noun="福豆" testId="fudou-balance" balance={balance.data?.balance} note={rate.data?.summary} entries={details} />
    </div>
  );
}
