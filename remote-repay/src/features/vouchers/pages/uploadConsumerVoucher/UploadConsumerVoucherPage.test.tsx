import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { delay, lostAnswer, setUpPage, stubPictures, stubServer, tearDownPage, type Reply, type StubServer } from '@credit/shared/testing';
import UploadConsumerVoucherPage from './UploadConsumerVoucherPage';

/** A consumption voucher against a stubbed server: sent once per intent, one key across a lost answer, a new one after a refusal. */

const voucher = { voucherId: '8', orderNo: '', status: 'reviewing', reason: '', sizeKb: 2, note: '', createdAt: 0 };
let server: StubServer;
/** How the upload answers next, in turn; then the voucher. */
let uploadAnswers: Reply[];
const navigate = vi.fn();
const toast = vi.fn();

beforeEach(() => {
  stubPictures();
  uploadAnswers = [];
  navigate.mockClear();
  toast.mockClear();
  server = stubServer(
    {
      [API_PATHS.consumeVoucher.consumerVoucherUpload]: async () => {
        await delay(20);
        return uploadAnswers.shift() ?? { data: { voucher } };
      },
    },
    { data: {} },
  );
  setUpPage(server, { navigate, toast }).renderAt('/uploadConsumerVoucher', <UploadConsumerVoucherPage />);
});
afterEach(tearDownPage);

const choose = (file: File) => fireEvent.change(screen.getByLabelText('选择凭证照片'), { target: { files: [file] } });
const png = () => new File([new Uint8Array(2048)], 'receipt.png', { type: 'image/png' });
const uploads = () => server.calls.filter((c) => c.path === API_PATHS.consumeVoucher.consumerVoucherUpload).map((c) => ({ data: c.text, key: c.idempotencyKey }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交凭证' }));

describe('UploadConsumerVoucherPage', () => {
  it('nothing is sent without a photo', () => {
    submit();
    expect(screen.getByRole('alert').textContent).toBe('请先选择凭证照片');
    expect(server.calls).toEqual([]);
  });

  it('sends the photo and note once however often tapped, with a key; then the records', async () => {
    choose(png());
    expect(await screen.findByAltText('已选凭证')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('备注（选填）'), { target: { value: '发票' } });
    const button = screen.getByRole('button', { name: '提交凭证' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/consumerVoucherList', { replace: true }));
    expect(toast).toHaveBeenCalledWith('凭证已提交，我们将在1个工作日内完成审核', undefined);
    expect(uploads()).toHaveLength(1);
    expect(JSON.parse(uploads()[0]!.data)).toMatchObject({ note: '发票', image: expect.stringMatching(/^data:image\/jpeg;base64,\/9j\//) });
    expect(uploads()[0]!.key).toMatch(/.{16,}/);
  });

  it('a lost answer keeps the key for the same photo; a refusal is said, keeps the photo, and ends the key', async () => {
    uploadAnswers = [lostAnswer, lostAnswer, { status: 0 }];
    choose(png());
    expect(await screen.findByAltText('已选凭证')).toBeTruthy();
    submit();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('网络不给力，请重新尝试', expect.anything()));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('系统异常，请稍后再试');
    expect(screen.getByAltText('已选凭证')).toBeTruthy();
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/consumerVoucherList', { replace: true }));
    const [first, retried, again, fresh] = uploads().map((c) => c.key);
    expect(new Set([first, retried, again]).size).toBe(1);
    expect(fresh).not.toBe(first);
  });
});
