import { MOBILE_CARRIER_NAMES, MOBILE_CARRIERS, SHOP_PARTNER_NAMES, type ShopProduct } from '@credit/shared/api';

/**
 * The credit-life catalogue (ADR 038), the server's and only price list: mobile top-ups by carrier and face
 * value (price = face), video memberships, and the vouchers of the three sub-businesses' partners.
 */
const MOBILE_FACES_YUAN = [30, 50, 100, 200] as const;

const mobile: ShopProduct[] = MOBILE_CARRIERS.flatMap((carrier) =>
  MOBILE_FACES_YUAN.map((yuan) => ({
    productId: `M-${carrier}-${yuan}`, category: 'mobile' as const, title: `${MOBILE_CARRIER_NAMES[carrier]}话费${yuan}元`, priceFen: yuan * 100, faceFen: yuan * 100,
    carrier, partner: null,
  })),
);

const video: ShopProduct[] = [
  { productId: 'V-tencent-month', title: '腾讯视频VIP月卡', priceFen: 2500 },
  { productId: 'V-iqiyi-month', title: '爱奇艺黄金会员月卡', priceFen: 2500 },
  { productId: 'V-youku-year', title: '优酷VIP年卡', priceFen: 19800 },
].map((v) => ({ ...v, category: 'video' as const, faceFen: 0, carrier: null, partner: null }));

const voucher = (partner: 'meituan' | 'elem' | 'mthotel', yuan: number, what: string): ShopProduct => ({
  productId: `P-${partner}-${yuan}`, category: 'voucher', title: `${SHOP_PARTNER_NAMES[partner]}${what}${yuan}元`, priceFen: yuan * 100, faceFen: yuan * 100, carrier: null, partner,
});

const vouchers: ShopProduct[] = [
  voucher('meituan', 50, '代金券'), voucher('meituan', 100, '代金券'),
  voucher('elem', 50, '代金券'), voucher('elem', 100, '代金券'),
  voucher('mthotel', 200, '酒店券'), voucher('mthotel', 500, '酒店券'),
];

export const SHOP_PRODUCTS: readonly ShopProduct[] = [...mobile, ...video, ...vouchers];

export const shopProductOf = (productId: string): ShopProduct | undefined => SHOP_PRODUCTS.find((p) => p.productId === productId);
