import { useState } from 'react';
import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import type { CancelReasonData } from '@credit/shared/api';
import { useCancelReasons } from '../../api';
import { useStepGuard, Loading, QueryView } from '@credit/shared/ui';
import { CANCEL_FIRST, cancelFlow } from '../../components/cancelFlow';
import '@credit/shared/ui.css';
import '../../components/cancel.css';

type Reason = CancelReasonData['reasons'][number];

const CHOOSE_REASON = '请选择注销原因';

/** Why the user leaves (/unregisterReason): reasons from account/cancelReason. */
export default function UnregisterReasonPage() {
  const allowed = useStepGuard(cancelFlow, 'acknowledged', CANCEL_FIRST);
  const reasons = useCancelReasons({ enabled: allowed });

  if (!allowed) return <Loading />; // on its way to the right step, never a blank page
  return (
    <QueryView query={reasons} loading={<Loading lines={6} />} failedTitle="注销原因加载失败">
      {(data) => <ReasonChoice reasons={data.reasons} />}
    </QueryView>
  );
}

function ReasonChoice({ reasons }: { reasons: Reason[] }) {
  const [chosen, setChosen] = useState<string>(cancelFlow.data().reasonCode ?? '');
  const [error, setError] = useState<string | null>(null);

  const next = () => {
    const reason = reasons.find((r) => r.code === chosen);
    if (!reason) {
      setError(CHOOSE_REASON);
      return;
    }
    cancelFlow.advance('reasoned', { reasonCode: reason.code, reasonText: reason.text });
    shell.navigate('/unregisterValidate');
  };

  return (
    <div className="ui-page">
      <fieldset className="ui-list cancel-reasons">
        <legend>请选择您注销账户的原因</legend>
        {reasons.map((r) => (
          <label key={r.code}>
            <span>{r.text}</span>
            <input type="radio" name="cancel-reason" value={r.code} checked={chosen === r.code} onChange={() => { setChosen(r.code); setError(null); }} />
          </label>
        ))}
      </fieldset>
      <p className="ui-error" role="alert">{error}</p>
      <div className="ui-actions">
        <Button block color="primary" size="large" shape="rounded" onClick={next}>
          下一步
        </Button>
      </div>
    </div>
  );
}
