import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, MAX_IMAGE_BYTES } from '@credit/shared';
import { delay, setUpPage, stubPictures, stubServer, tearDownPage, type EncodedPicture, type PageHarness } from '@credit/shared/testing';
import UploadCardPage from './UploadCardPage';

/** The ID-photo upload: checked before sending (type, 9000 KB), compressed on the phone, sent as JSON, a refusal shown under its side. */

let page: PageHarness;
let uploads: Array<{ side: string; image: string }>;
let refuse: [number, string] | null;
let encoded: EncodedPicture[];
const toast = vi.fn();

const server = () =>
  stubServer(
    {
      [API_PATHS.credit.upload]: async (req) => {
        uploads.push(JSON.parse(req.text) as { side: string; image: string });
        await delay(20);
        if (refuse) return { status: refuse[0], message: refuse[1] };
        return { data: { front: 1, back: 0, status: 0 } };
      },
    },
    { data: {} },
  );

const pick = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const jpeg = (size: number) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(Math.max(0, size - 4))], 'id.jpg', { type: 'image/jpeg' });

beforeEach(async () => {
  uploads = [];
  refuse = null;
  // A 4032 × 3024 camera photo; 'broken.jpg' cannot be decoded.
  encoded = stubPictures({ 'broken.jpg': null }, { width: 4032, height: 3024 });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  toast.mockReset();
  page = setUpPage(server(), { toast });
  page.renderAt('/uploadCard', <UploadCardPage />);
  await screen.findByLabelText('身份证人像面');
});

afterEach(tearDownPage);

describe('UploadCardPage', () => {
  it('refuses an oversized or non-image file with its message; nothing is sent', async () => {
    pick('身份证人像面', jpeg(MAX_IMAGE_BYTES + 1));
    expect(await screen.findByText('照片不能超过9000KB，请重新拍摄')).toBeTruthy();
    pick('身份证国徽面', new File(['hello'], 'id.txt', { type: 'text/plain' }));
    expect(await screen.findByText('请上传JPG或PNG格式的照片')).toBeTruthy();
    expect(uploads).toEqual([]);
  });

  it('previews and uploads a several-MB camera photo compressed: a JPEG of 1600 px at quality 0.8, as a data URL', async () => {
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47]), new Uint8Array(5_000_000)], 'camera.png', { type: 'image/png' });
    pick('身份证人像面', photo);
    expect(await screen.findByText('身份证人像面已上传')).toBeTruthy();
    expect(screen.getByRole('img', { name: '身份证人像面预览' })).toBeTruthy();
    expect(encoded).toEqual([{ width: 1600, height: 1200, quality: 0.8 }]);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.side).toBe('front');
    expect(uploads[0]!.image.startsWith('data:image/jpeg;base64,/9j/')).toBe(true);
    // The stand-in encoder's 1600 × 1200 × 0.8 / 16 bytes, in base64: a fiftieth of the photo picked.
    expect(uploads[0]!.image.length).toBe('data:image/jpeg;base64,'.length + Math.ceil((1600 * 1200 * 0.8) / 16 / 3) * 4);
  });

  it('a photo that cannot be read says so under its side and keeps the photo uploaded before; nothing is sent', async () => {
    pick('身份证人像面', jpeg(2048));
    expect(await screen.findByText('身份证人像面已上传')).toBeTruthy();
    pick('身份证人像面', new File([new Uint8Array(4096)], 'broken.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByText('照片读取失败，请重新拍摄')).id).toBe('photo-front-error');
    expect(screen.getByRole('img', { name: '身份证人像面预览' })).toBeTruthy();
    expect(screen.getByText('身份证人像面已上传')).toBeTruthy();
    expect(uploads).toHaveLength(1);
  });

  it("the server's own message (40403) is toasted; the side is not marked uploaded", async () => {
    refuse = [40403, '请上传JPG或PNG格式的照片'];
    pick('身份证人像面', jpeg(2048));
    await waitFor(() => expect(toast.mock.calls.map((c) => c[0])).toContain('请上传JPG或PNG格式的照片'));
    expect(screen.queryByText('身份证人像面已上传')).toBeNull();
  });

  it('a refusal in the catalogue shows under its side only; the other side uploads on its own', async () => {
    refuse = [1004, ''];
    pick('身份证人像面', jpeg(2048));
    expect((await screen.findByText('参数值不在处理的范围内')).id).toBe('photo-front-error');
    refuse = null;
    pick('身份证国徽面', jpeg(2048));
    expect(await screen.findByText('身份证国徽面已上传')).toBeTruthy();
    expect(screen.queryByText('身份证人像面已上传')).toBeNull();
    expect(screen.getByText('参数值不在处理的范围内')).toBeTruthy();
  });
});
