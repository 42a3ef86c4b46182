import { QueryView } from '@credit/shared/ui';
import { useVideoProducts } from '../../api';
import { ProductGrid } from '../../components/ProductGrid';
import '../../../../components/market.css';

/** /creditLifeVideo: video memberships (spec 7.7 `video product`); the code is issued once paid. */
export default function CreditLifeVideoPage() {
  const products = useVideoProducts();
  return (
    <div className="mk-page">
      <QueryView query={products}>
        {(p) => (
          <section className="mk-card">
            <h2 className="mk-card-title">视频会员</h2>
            <ProductGrid products={p.products} label="视频会员" />
          </section>
        )}
      </QueryView>
    </div>
  );
}
