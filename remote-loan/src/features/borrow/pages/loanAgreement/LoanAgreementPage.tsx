import { Agreements } from '../../components/Agreements';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

/** The loan's related agreements (spec 2.4 /loanAgreement): read each, select them all; back asks unless all are selected. */
export default function LoanAgreementPage() {
  return (
    <div className="loan-page">
      <Agreements />
    </div>
  );
}
