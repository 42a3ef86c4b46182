import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, IMAGE_UPLOAD_PATHS, UPLOAD_BODY_LIMIT } from '@credit/shared/api';
import { API_ROUTES } from './server';
import { startTestServer, type TestServer } from './test/helpers';

/**
 * The image uploads (issue 24 items 7 and 17): the only routes with a larger body, UPLOAD_BODY_LIMIT,
 * and they check the session and the content type before the body is read, so a stranger's 12 MB
 * body is never parsed.
 */
let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await s.close();
});

/** 12 MB of nesting that never closes: JSON.parse would work through all of it, then fail. */
const HOSTILE = `{"side":"front","image":${'['.repeat(12 * 1024 * 1024)}`;
const send = (url: string, payload: string, headers: Record<string, string>) => s.app.inject({ method: 'POST', url, headers, payload });

describe('the large-body routes', () => {
  it('are exactly the image uploads, for a logged-in user, at UPLOAD_BODY_LIMIT', () => {
    const large = API_ROUTES.filter((r) => r.bodyLimit !== undefined);
    expect(large.map((r) => r.path).sort()).toEqual([...IMAGE_UPLOAD_PATHS].sort());
    for (const r of large) expect([r.auth, r.bodyLimit]).toEqual(['user', UPLOAD_BODY_LIMIT]);
  });

  it.each(IMAGE_UPLOAD_PATHS)('%s: without a session, a 12 MB body gets 1008 unparsed', async (path) => {
    const parse = vi.spyOn(JSON, 'parse');
    for (const headers of [{}, { token: 'no-such-session' }] as Array<Record<string, string>>) {
      const answer = await send(path, HOSTILE, { 'content-type': 'application/json', ...headers });
      expect(answer.statusCode).toBe(200);
      // Parsed, this body would be refused as malformed (HTTP 400, 1001), not 1008.
      expect(answer.json()).toMatchObject({ status: 1008 });
    }
    expect(parse.mock.calls.some(([text]) => typeof text === 'string' && text.length > 1024 * 1024)).toBe(false);
  });

  it.each(IMAGE_UPLOAD_PATHS)('%s: with a session, a body that is not JSON is refused (415, 1001) before it is read', async (path) => {
    const { token } = await s.register();
    const answer = await send(path, `side=front&image=${'a'.repeat(2 * 1024 * 1024)}`, { 'content-type': 'application/x-www-form-urlencoded', token });
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({ status: 1001 });
  });

  it('with a session, a JSON upload is parsed and stored as before', async () => {
    const { token } = await s.register();
    const jpeg = Buffer.alloc(2 * 1024 * 1024);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
    const answer = await send(API_PATHS.credit.upload, JSON.stringify({ side: 'front', image: `data:image/jpeg;base64,${jpeg.toString('base64')}` }), { 'content-type': 'application/json', token });
    expect(answer.json()).toMatchObject({ status: 1, data: { front: 1, back: 0 } });
  });
});
