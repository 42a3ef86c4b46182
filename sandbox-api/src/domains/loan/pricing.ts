export { checkedPricing, DEFAULT_PRICING, type Pricing } from '../../pricing';

/** Spec-free purposes of a consumer loan (the dictionary the apply page offers). */
export const LOAN_PURPOSES: readonly { code: string; name: string }[] = [
  { code: 'P01', name: '日常消费' },
  { code: 'P02', name: '装修' },
  { code: 'P03', name: '教育' },
  { code: 'P04', name: '旅游' },
  { code: 'P05', name: '医疗' },
  { code: 'P06', name: '购买家电' },
];
