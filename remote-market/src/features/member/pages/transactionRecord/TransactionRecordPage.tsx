import { usePointsBalance, usePointsDetails } from '../../api';
import { PointsLedger } from '../../components/PointsLedger';
import '../../../../components/market.css';

/** /transactionRecord (spec 2.10, the header's transaction records): points earned and spent. */
export default function TransactionRecordPage() {
  const balance = usePointsBalance();
  const details = usePointsDetails();
  return (
    <div className="mk-page">
      <PointsLedger
        title="可用积分"
        noun="积分"
        testId="points-balance"
        balance={balance.data?.points}
        note={balance.data && `积分于 ${balance.data.expiringDay} 到期清零`}
        entries={details}
      />
    </div>
  );
}
