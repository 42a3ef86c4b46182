import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, http } from '@credit/shared';
import type { ConsumerVoucherData, VoucherListData, VoucherUploadBody, VoucherUploadData } from '@credit/shared/api';

/** Spec 7.4 consumption vouchers: per order (consumeVoucher list, upload, confirm) and in general (consumerVoucher). */

export const voucherKeys = {
  all: ['voucher'] as const,
  list: ['voucher', 'list'] as const,
  records: ['voucher', 'records'] as const,
};

export const useVoucherList = () => useQuery({ queryKey: voucherKeys.list, queryFn: () => http.post<VoucherListData>(API_PATHS.consumeVoucher.list) });
export const useVoucherRecords = () => useQuery({ queryKey: voucherKeys.records, queryFn: () => http.post<ConsumerVoucherData>(API_PATHS.consumeVoucher.getConsumerVoucher) });

/** Uploads the image (JSON: a data URL) as a draft the user then submits. */
export function useUploadVoucher() {
  return useMutation({ mutationFn: (body: VoucherUploadBody) => http.post<VoucherUploadData>(API_PATHS.consumeVoucher.upload, body, { json: true }) });
}

/** Submits an uploaded voucher for review. */
export function useConfirmVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (voucherId: string) => http.post<VoucherUploadData>(API_PATHS.consumeVoucher.confirm, { voucherId }),
    onSuccess: () => client.invalidateQueries({ queryKey: voucherKeys.all }),
  });
}

/** Uploads and submits a consumption voucher not tied to an order; a retry of the same photo sends the same key. */
export function useSubmitConsumerVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: VoucherUploadBody; idempotencyKey: string }) =>
      http.post<VoucherUploadData>(API_PATHS.consumeVoucher.consumerVoucherUpload, body, { json: true, idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: voucherKeys.all }),
  });
}
