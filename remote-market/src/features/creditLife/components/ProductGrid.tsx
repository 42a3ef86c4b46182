import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@credit/shared/router';
import type { ShopProduct } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { useSubmit } from '@credit/shared/ui';
import { createOrder } from '../api';

/** Where an order is paid (ADR 038). */
export const checkoutPath = (orderNo: string) => `/creditLifeCheckout?orderNo=${encodeURIComponent(orderNo)}`;
export const orderPath = (orderNo: string) => `/creditLifeOrder?orderNo=${encodeURIComponent(orderNo)}`;

/**
 * Products at the server's prices; choosing one makes its order (nothing is paid yet) and opens the checkout.
 * The order call is one per tap: a tap while it runs does nothing.
 */
export function ProductGrid({ products, label }: { products: readonly ShopProduct[]; label: string }) {
  const navigate = useNavigate();
  const buy = useSubmit(useMutation({ mutationFn: ({ productId }: { productId: string }) => createOrder(productId) }), {
    onAnswer: (d) => navigate(checkoutPath(d.order.orderNo)),
  });
  return (
    <>
      <div className="mk-grid mk-grid-2" role="group" aria-label={label}>
        {products.map((p) => (
          <button key={p.productId} type="button" disabled={buy.pending} onClick={() => void buy.run({ productId: p.productId })}>
            <span>{p.title}</span>
            <strong>{formatYuan(p.priceFen)}</strong>
          </button>
        ))}
      </div>
      {buy.error && <p role="alert" className="mk-muted">{buy.error}</p>}
    </>
  );
}
