import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, MAX_IMAGE_BYTES } from '@credit/shared';
import { delay, setUpPage, stubPictures, stubServer, tearDownPage, type EncodedPicture, type StubServer } from '@credit/shared/testing';
import VouchersUploadPage from './VouchersUploadPage';

/** Uploading a voucher for an order against a stubbed server: the phone's checks and compression first, then upload and submit once. */

const ORDER_NO = 'L0000000000000042';
const voucher = { voucherId: '7', orderNo: ORDER_NO, status: 'draft', reason: '', sizeKb: 1, note: '', createdAt: 0 };
let server: StubServer;
/** What the server was sent (from the stub server's record). */
const calls = () => server.calls.map((req) => ({ url: req.path, data: req.text }));
/** The next confirm answers with this status (1: accepted). */
let confirmStatus: number[];
const navigate = vi.fn();
let encoded: EncodedPicture[];

beforeEach(() => {
  // Every photo decodes as a 3000 × 4000 camera photo.
  encoded = stubPictures({}, { width: 3000, height: 4000 });
  confirmStatus = [];
  navigate.mockClear();
  const stub = () =>
    stubServer(
      {
        [API_PATHS.consumeVoucher.upload]: () => ({ data: { voucher } }),
        [API_PATHS.consumeVoucher.confirm]: async () => {
          await delay(20);
          const status = confirmStatus.shift() ?? 1;
          return status === 1 ? { data: { voucher: { ...voucher, status: 'reviewing' } } } : { status: status };
        },
      },
      { data: {} },
    );
  server = stub();
  setUpPage(server, { navigate }).renderAt(`/vouchersUpload?orderNo=${ORDER_NO}`, <VouchersUploadPage />);
});
afterEach(tearDownPage);

const choose = (file: File) => fireEvent.change(screen.getByLabelText('选择凭证照片'), { target: { files: [file] } });
const png = (bytes: number) => new File([new Uint8Array(bytes)], 'receipt.png', { type: 'image/png' });

describe('VouchersUploadPage', () => {
  it('refuses a photo over 9000 KB or of another type on the phone, saying why, and sends nothing', async () => {
    choose(png(MAX_IMAGE_BYTES + 1));
    expect(await screen.findByText('照片不能超过9000KB，请重新拍摄')).toBeTruthy();
    choose(new File(['x'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('请上传JPG或PNG格式的照片')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交凭证' }));
    expect(screen.getByText('请先选择凭证照片')).toBeTruthy();
    expect(calls()).toEqual([]);
  });

  it('uploads the chosen photo, compressed to a 1600 px JPEG, with its note as JSON, then submits it once, however often tapped', async () => {
    choose(png(6_000_000));
    expect(await screen.findByAltText('已选凭证')).toBeTruthy();
    // What is shown is what will be sent: the stand-in encoder's 1200 × 1600 × 0.8 / 16 bytes.
    expect(screen.getByText(/已选 receipt\.png（94KB）/)).toBeTruthy();
    expect(encoded).toEqual([{ width: 1200, height: 1600, quality: 0.8 }]);
    fireEvent.change(screen.getByLabelText('备注（选填）'), { target: { value: ' 购买家电 ' } });
    const submit = screen.getByRole('button', { name: '提交凭证' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/vouchersList', { replace: true }));
    const upload = calls().filter((c) => c.url === API_PATHS.consumeVoucher.upload);
    expect(upload).toHaveLength(1);
    expect(JSON.parse(upload[0]!.data)).toMatchObject({ orderNo: ORDER_NO, note: '购买家电', image: expect.stringMatching(/^data:image\/jpeg;base64,\/9j\//) });
    expect(calls().filter((c) => c.url === API_PATHS.consumeVoucher.confirm)).toHaveLength(1);
  });

  it('a refused submit is said under the photo, which stays with the note; trying again submits the draft already uploaded', async () => {
    confirmStatus = [0];
    choose(png(2048));
    expect(await screen.findByAltText('已选凭证')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('备注（选填）'), { target: { value: '购买家电' } });
    fireEvent.click(screen.getByRole('button', { name: '提交凭证' }));
    expect((await screen.findByRole('alert')).textContent).toBe('系统异常，请稍后再试');
    expect(screen.getByAltText('已选凭证')).toBeTruthy();
    expect((screen.getByLabelText('备注（选填）') as HTMLInputElement).value).toBe('购买家电');
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '提交凭证' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/vouchersList', { replace: true }));
    expect(calls().filter((c) => c.url === API_PATHS.consumeVoucher.upload)).toHaveLength(1);
    expect(calls().filter((c) => c.url === API_PATHS.consumeVoucher.confirm).map((c) => c.data)).toEqual(['voucherId=7', 'voucherId=7']);
  });
});
