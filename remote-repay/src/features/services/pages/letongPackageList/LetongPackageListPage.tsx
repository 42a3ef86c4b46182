import { shell } from '@credit/shared';
import { formatYuan, formatRateBp } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useLetongPackages } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/** The Letong card's packages (spec 2.2 /letong-package-list, public): limit, annual fee and the instalment APR first. */
export default function LetongPackageListPage() {
  const packages = useLetongPackages();
  return (
    <div className="rp-page">
      <QueryView query={packages}>
        {(p) =>
          p.list.map((x) => (
            <button key={x.packageId} type="button" className="rp-row-button rp-card" onClick={() => shell.navigate(`/letong-card-detail?packageId=${x.packageId}`)} data-testid="letong-package">
              <div className="rp-apr">
                <span>{x.name}</span>
                <strong>{formatRateBp(x.aprBp)}起</strong>
              </div>
              <p className="rp-muted">分期年化利率 · 额度最高{formatYuan(x.limitFen)} · 年费{formatYuan(x.annualFeeFen)}</p>
              <p className="rp-hint">{x.summary}</p>
            </button>
          ))
        }
      </QueryView>
    </div>
  );
}
