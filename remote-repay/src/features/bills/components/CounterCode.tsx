import { encode } from 'uqr';
import { Button } from 'antd-mobile';
import { formatTime } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import { useSubmit } from '@credit/shared/ui';
import { useCounterCode } from '../api';

/**
 * The counter code (spec 7.7 bill revision showQRCode): a QR code a service counter scans to take what
 * the order owes now; asked only when the borrower opens it, shown with its amount and expiry.
 */
export function CounterCode({ orderNo }: { orderNo: string }) {
  const code = useCounterCode();
  const ask = useSubmit(code);
  if (!code.data) {
    return (
      <>
        <Button block fill="outline" loading={ask.pending} disabled={ask.pending} onClick={() => void ask.run(orderNo)}>
          柜台还款码
        </Button>
        {ask.error && <p className="ui-error" role="alert">{ask.error}</p>}
      </>
    );
  }
  const { payload, amountFen, expiresAt } = code.data;
  return (
    <section className="rp-card rp-center" aria-label="柜台还款码">
      <h2 className="rp-card-title">柜台还款码</h2>
      <QrSvg text={payload} />
      <p>
        扫码应付 <span className="rp-amount" data-testid="counter-amount">{formatYuan(amountFen)}</span>
      </p>
      <p className="rp-muted">请在{formatTime(expiresAt)}前向柜台出示，过期请重新获取</p>
    </section>
  );
}

/** A QR code drawn as SVG squares (no HTML from a string). */
function QrSvg({ text }: { text: string }) {
  const { data, size } = encode(text, { border: 2 });
  const cells: string[] = [];
  data.forEach((row, y) => row.forEach((on, x) => on && cells.push(`M${x} ${y}h1v1h-1z`)));
  return (
    <svg className="rp-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label="柜台还款二维码" data-payload={text} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}
