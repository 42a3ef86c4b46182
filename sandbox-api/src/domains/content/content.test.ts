import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGREEMENT_KEYS, API_PATHS, COMPLAINT_MAX_CHARS, type AgreementData, type CustomerServiceConfigData } from '@credit/shared/api';
import { startTestServer, type TestServer } from '../../test/helpers';
import { COMPLAINTS_PER_MOBILE_PER_DAY } from './routes';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

/** Rows in the complaints table, read straight from the SQLite file. */
function storedComplaints(): { category: string; content: string; mobile: string | null }[] {
  const db = new Database(s.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT category, content, mobile FROM complaints ORDER BY id').all() as { category: string; content: string; mobile: string | null }[];
  } finally {
    db.close();
  }
}

describe('content', () => {
  it('serves every agreement with a title, version and HTML body; unknown keys answer 1004', async () => {
    for (const key of AGREEMENT_KEYS) {
      const res = await s.post<AgreementData>(API_PATHS.content.agreement, { key });
      expect(res.status).toBe(1);
      expect(res.data).toMatchObject({ key, version: expect.stringMatching(/^v/) });
      expect(res.data!.title.length).toBeGreaterThan(1);
      expect(res.data!.html).toContain('<p>');
    }
    expect((await s.post(API_PATHS.content.agreement, { key: 'nope' })).status).toBe(1004);
  });

  it('the agreement hook replaces a body and restores the seed', async () => {
    const seeded = (await s.post<AgreementData>(API_PATHS.content.agreement, { key: 'otherAgr' })).data!.html;
    const hook = (payload: object) => s.app.inject({ method: 'POST', url: API_PATHS.sandbox.agreement, payload });
    expect((await hook({ key: 'otherAgr', html: '<p>x</p><script>alert(1)</script>' })).json()).toMatchObject({ status: 1 });
    expect((await s.post<AgreementData>(API_PATHS.content.agreement, { key: 'otherAgr' })).data!.html).toBe('<p>x</p><script>alert(1)</script>');
    await hook({ key: 'otherAgr' });
    expect((await s.post<AgreementData>(API_PATHS.content.agreement, { key: 'otherAgr' })).data!.html).toBe(seeded);
  });

  it('the agreement hook is absent with hooks off', async () => {
    const off = await startTestServer({ hooks: false });
    const res = await off.app.inject({ method: 'POST', url: API_PATHS.sandbox.agreement, payload: { key: 'otherAgr', html: 'x' } });
    expect(res.statusCode).toBe(404);
    await off.close();
  });

  it('FAQ and company information', async () => {
    const faq = await s.post<{ items: { question: string; answer: string }[] }>(API_PATHS.content.faq);
    expect(faq.data!.items.length).toBeGreaterThan(3);
    const company = await s.post<{ licences: { rows: unknown[] }[] }>(API_PATHS.content.company);
    expect(company.data!.licences.length).toBeGreaterThan(0);
  });
});

describe('customer service', () => {
  it('config: the script URL on the /api origin, the channel echoed, a visitor without uid', async () => {
    const res = await s.post<CustomerServiceConfigData>(API_PATHS.sys.customerServiceConfig, { channel: 'app-ios' });
    expect(res).toMatchObject({ status: 1, data: { scriptUrl: API_PATHS.customerService.widgetScript, uid: '', level: 'visitor', channel: 'app-ios' } });
    expect((await s.post(API_PATHS.sys.customerServiceConfig, { channel: 'pc' })).status).toBe(1004);
  });

  it('config: a logged-in user is identified by customer id', async () => {
    const u = await s.register();
    const res = await s.post<CustomerServiceConfigData>(API_PATHS.sys.customerServiceConfig, { channel: 'H5' }, { token: u.token });
    expect(res.data!.uid).toMatch(/^C\d+/);
  });

  it('serves the stand-in chat script as JavaScript that sets the ready flag', async () => {
    const res = await s.app.inject({ method: 'GET', url: API_PATHS.customerService.widgetScript });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toContain('window.CreditChat = { ready: true');
    expect(res.body).not.toContain('innerHTML');
  });
});

describe('saveComplaint', () => {
  it('stores a valid complaint and answers its number', async () => {
    const res = await s.post<{ complaintNo: string }>(API_PATHS.feedback.saveComplaint, { category: 'fee', content: '  扣款金额与账单不符  ', mobile: '13912345678' });
    expect(res.status).toBe(1);
    expect(res.data!.complaintNo).toMatch(/^TS\d{8}[0-9A-F]{8}$/);
    const again = await s.post<{ complaintNo: string }>(API_PATHS.feedback.saveComplaint, { category: 'other', content: '没有联系电话也可以' });
    expect(again.status).toBe(1);
    expect(again.data!.complaintNo).not.toBe(res.data!.complaintNo);
    expect(storedComplaints()).toEqual([
      { category: 'fee', content: '扣款金额与账单不符', mobile: '13912345678' },
      { category: 'other', content: '没有联系电话也可以', mobile: null },
    ]);
  });

  it('rejects a missing content (1001), a bad category, a bad mobile and an over-long text (1004)', async () => {
    expect((await s.post(API_PATHS.feedback.saveComplaint, { category: 'fee' })).status).toBe(1001);
    expect((await s.post(API_PATHS.feedback.saveComplaint, { category: 'fee', content: '   ' })).status).toBe(1001);
    expect((await s.post(API_PATHS.feedback.saveComplaint, { category: 'spam', content: 'x' })).status).toBe(1004);
    expect((await s.post(API_PATHS.feedback.saveComplaint, { category: 'fee', content: 'x', mobile: '12345678901' })).status).toBe(1004);
    expect((await s.post(API_PATHS.feedback.saveComplaint, { category: 'fee', content: '字'.repeat(COMPLAINT_MAX_CHARS + 1) })).status).toBe(1004);
    expect((await s.post(API_PATHS.feedback.saveComplaint, { category: 'fee', content: '字'.repeat(COMPLAINT_MAX_CHARS) })).status).toBe(1);
  });

  it('caps complaints per contact number per day (40403 with a message)', async () => {
    for (let i = 0; i < COMPLAINTS_PER_MOBILE_PER_DAY; i++) {
      expect((await s.post(API_PATHS.feedback.saveComplaint, { category: 'fee', content: `第${i}次`, mobile: '13912340000' })).status).toBe(1);
    }
    const over = await s.post(API_PATHS.feedback.saveComplaint, { category: 'fee', content: '再一次', mobile: '13912340000' });
    expect(over.status).toBe(40403);
    expect(over.message.length).toBeGreaterThan(0);
  });

  it('a repeat with the same idempotency key files one complaint', async () => {
    const headers = { 'Idempotency-Key': 'complaint-key-0001' };
    const a = await s.post<{ complaintNo: string }>(API_PATHS.feedback.saveComplaint, { category: 'service', content: '重复提交' }, { headers });
    const b = await s.post<{ complaintNo: string }>(API_PATHS.feedback.saveComplaint, { category: 'service', content: '重复提交' }, { headers });
    expect(b.data!.complaintNo).toBe(a.data!.complaintNo);
    expect(storedComplaints()).toHaveLength(1);
  });
});
