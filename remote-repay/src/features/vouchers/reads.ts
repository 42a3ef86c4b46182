import { API_PATHS, defineRead } from '@credit/shared';
import type { ConsumerVoucherData, VoucherListData } from '@credit/shared/api';

/** The consumption vouchers' reads as data (ADR 046), under `voucher` (voucherKeys.all), which an upload invalidates. */
export const voucherReads = {
  list: defineRead<VoucherListData>({ key: ['voucher', 'list'], path: API_PATHS.consumeVoucher.list }),
  records: defineRead<ConsumerVoucherData>({ key: ['voucher', 'records'], path: API_PATHS.consumeVoucher.getConsumerVoucher }),
};
