import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

/** After a cancelled loan (cancel or cancelLoanOrder); back goes two pages (the route's policy). */
export default function CancelLoanResultPage() {
  return (
    <div className="loan-result">
      <h2>借款已取消</h2>
      <p>额度已恢复，可随时重新申请</p>
      <Button block color="primary" onClick={() => shell.navigate('/', { replace: true })}>返回首页</Button>
      <Button block fill="outline" onClick={() => shell.navigate('/newBorrowCash', { replace: true })}>重新借款</Button>
    </div>
  );
}
