import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, http, useRead } from '@credit/shared';
import type { VoucherUploadBody, VoucherUploadData } from '@credit/shared/api';
import type { Keyed } from '@credit/shared/ui';
import { voucherReads } from './reads';

/** Spec 7.4 consumption vouchers: per order (consumeVoucher list, upload, confirm) and in general (consumerVoucher). */

/** The root of the voucher reads (voucherReads): an upload or a confirm invalidates it. */
export const voucherKeys = { all: ['voucher'] as const };

export const useVoucherList = () => useRead(voucherReads.list);
export const useVoucherRecords = () => useRead(voucherReads.records);

/** What a voucher form sends: the photo (a data URL, sent as JSON) and the note. */
export type VoucherSend = Omit<VoucherUploadBody, 'orderNo'>;

/**
 * A voucher for one order (consumeVoucher upload, then confirm): the photo is uploaded as a draft, then
 * submitted for review. A retry of the same photo and note submits the draft already uploaded.
 */
export function useSendOrderVoucher(orderNo: string) {
  const client = useQueryClient();
  const draft = useRef<{ sent: string; voucherId: string } | null>(null);
  return useMutation({
    mutationFn: async (voucher: VoucherSend) => {
      const sent = JSON.stringify(voucher);
      if (draft.current?.sent !== sent) {
        const uploaded = await http.post<VoucherUploadData>(API_PATHS.consumeVoucher.upload, { orderNo, ...voucher }, { json: true });
        draft.current = { sent, voucherId: uploaded.voucher.voucherId };
      }
      return http.post<VoucherUploadData>(API_PATHS.consumeVoucher.confirm, { voucherId: draft.current.voucherId });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: voucherKeys.all }),
  });
}

/** Uploads and submits a consumption voucher not tied to an order, with the intent's key. */
export function useSubmitConsumerVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: VoucherSend & Keyed) =>
      http.post<VoucherUploadData>(API_PATHS.consumeVoucher.consumerVoucherUpload, body, { json: true, idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: voucherKeys.all }),
  });
}
