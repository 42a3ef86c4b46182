import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS, MAX_IMAGE_BYTES, type BillListData, type ConsumerVoucherData, type DeferQueryData, type DeferReadData, type HurryLoanData, type InsurerBillsData,
  type LetongBillData, type LetongPackagesData, type RefundsData, type RepayQuote, type ShowQrCodeData, type VoucherListData, type VoucherUploadData,
} from '@credit/shared/api';
import { formatMoney } from '@credit/shared/money';
import { DEMO_USER } from '../../seed';
import { moneyInvariants } from '../../test/invariants';
import { borrowedUser, DAY_MS, startTestServer, type TestServer } from '../../test/helpers';
import { SERVICE_MESSAGES } from './serviceRoutes';

/** The calls around repaying (issue 13): vouchers, the insurer, loan help, the counter code, refunds, Letong. */

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64')}`;

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ disburseDelayMs: 0 });
});
afterEach(() => s.close());

const json = async <T,>(path: string, body: unknown, token: string) => {
  const res = await s.app.inject({ method: 'POST', url: path, payload: body as object, headers: { token, 'content-type': 'application/json' } });
  return res.json() as { status: number; message: string; data: T | null };
};

describe('consumption vouchers', () => {
  it('an order voucher: upload (a draft) → confirm (in review) → approved a business day later, the order then proven', async () => {
    const u = await borrowedUser(s);
    const up = await json<VoucherUploadData>(API_PATHS.consumeVoucher.upload, { orderNo: u.orderNo, image: PNG, note: '家电发票' }, u.token);
    expect(up.data!.voucher).toMatchObject({ orderNo: u.orderNo, status: 'draft', note: '家电发票', sizeKb: 1 });
    const list = async () => (await s.post<VoucherListData>(API_PATHS.consumeVoucher.list, {}, { token: u.token })).data!;
    // A draft is not listed as sent.
    expect((await list()).vouchers).toEqual([]);
    const confirmed = await s.post<VoucherUploadData>(API_PATHS.consumeVoucher.confirm, { voucherId: up.data!.voucher.voucherId }, { token: u.token });
    expect(confirmed.data!.voucher.status).toBe('reviewing');
    expect((await list()).orders).toEqual([expect.objectContaining({ orderNo: u.orderNo, proven: 0, purposeName: '日常消费' })]);
    s.tick(DAY_MS);
    const later = await list();
    expect(later.vouchers.map((v) => v.status)).toEqual(['approved']);
    expect(later.orders[0]!.proven).toBe(1);
    // Confirming twice, or another's voucher, is refused.
    expect(await s.post(API_PATHS.consumeVoucher.confirm, { voucherId: up.data!.voucher.voucherId }, { token: u.token })).toMatchObject({ status: 1 });
    const stranger = await s.register();
    expect(await s.post(API_PATHS.consumeVoucher.confirm, { voucherId: up.data!.voucher.voucherId }, { token: stranger.token })).toMatchObject({ status: 40403, message: SERVICE_MESSAGES.voucherNotFound });
  });

  it(`refuses an image over ${MAX_IMAGE_BYTES / 1024} KB, or not a JPEG or PNG, with the product's words`, async () => {
    const u = await borrowedUser(s);
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(MAX_IMAGE_BYTES)]).toString('base64')}`;
    expect(await json(API_PATHS.consumeVoucher.consumerVoucherUpload, { image: big }, u.token)).toMatchObject({ status: 40403, message: '照片不能超过9000KB，请重新拍摄' });
    expect(await json(API_PATHS.consumeVoucher.consumerVoucherUpload, { image: 'data:image/gif;base64,R0lGODlh' }, u.token)).toMatchObject({ status: 40403, message: '请上传JPG或PNG格式的照片' });
    const ok = await json<VoucherUploadData>(API_PATHS.consumeVoucher.consumerVoucherUpload, { image: PNG }, u.token);
    expect(ok.data!.voucher).toMatchObject({ orderNo: '', status: 'reviewing' });
    expect((await s.post<ConsumerVoucherData>(API_PATHS.consumeVoucher.getConsumerVoucher, {}, { token: u.token })).data!.list).toHaveLength(1);
  });
});

describe('loan order help', () => {
  it('a deferral: the terms first; agreeing to them moves the period and adds its fee, once; other terms are refused', async () => {
    const u = await borrowedUser(s, '300000', '3');
    const token = u.token;
    const terms = (await s.post<DeferQueryData>(API_PATHS.loanHelp.deferQuery, { orderNo: u.orderNo }, { token })).data!;
    const principal = (await s.post<BillListData>(API_PATHS.bill.list, { orderNo: u.orderNo }, { token })).data!.bills[0]!.principalFen;
    expect(terms).toMatchObject({ allowed: true, reason: '', period: 1, feeFen: Math.round(principal / 100) });
    expect(terms.terms).toContain(`需支付延期服务费${formatMoney(terms.feeFen)}元`);
    expect(Date.parse(terms.newDueDay) - Date.parse(terms.dueDay)).toBe(15 * DAY_MS);
    const agree = (body: Record<string, string>, key: string) => s.post<DeferReadData>(API_PATHS.loanHelp.deferRead, body, { token, headers: { 'Idempotency-Key': key } });
    expect(await agree({ orderNo: u.orderNo, newDueDay: terms.newDueDay, feeFen: String(terms.feeFen + 1) }, 'defer-key-00000000')).toMatchObject({ status: 40403, message: SERVICE_MESSAGES.termsChanged });
    const agreed = await agree({ orderNo: u.orderNo, newDueDay: terms.newDueDay, feeFen: String(terms.feeFen) }, 'defer-key-00000001');
    expect(agreed.data).toEqual({ period: 1, dueDay: terms.newDueDay, feeFen: terms.feeFen });
    // The same key answers the same, and moves nothing more.
    expect((await agree({ orderNo: u.orderNo, newDueDay: terms.newDueDay, feeFen: String(terms.feeFen) }, 'defer-key-00000001')).data).toEqual(agreed.data);
    const bill = (await s.post<BillListData>(API_PATHS.bill.list, { orderNo: u.orderNo }, { token })).data!.bills.find((b) => b.period === 1)!;
    expect(bill.dueDay).toBe(terms.newDueDay);
    expect((await s.post<DeferQueryData>(API_PATHS.loanHelp.deferQuery, { orderNo: u.orderNo }, { token })).data).toMatchObject({ allowed: false, reason: '每笔借款仅可延期一次' });
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('an overdue period cannot be deferred', async () => {
    const u = await borrowedUser(s, '300000', '3');
    await s.hook(API_PATHS.sandbox.clock, { days: '40' });
    expect((await s.post<DeferQueryData>(API_PATHS.loanHelp.deferQuery, { orderNo: u.orderNo }, { token: u.token })).data).toMatchObject({ allowed: false, reason: '逾期账单不可延期，请先还款' });
  });

  it('hurrying a loan is for one being paid out, once a day', async () => {
    const u = await borrowedUser(s);
    expect(await s.post(API_PATHS.loanHelp.hurryloan, { orderNo: u.orderNo }, { token: u.token })).toMatchObject({ status: 40403, message: SERVICE_MESSAGES.notLending });
    const slow = await startTestServer({ disburseDelayMs: 60_000 });
    try {
      const v = await borrowedUser(slow);
      const first = await slow.post<HurryLoanData>(API_PATHS.loanHelp.hurryloan, { orderNo: v.orderNo }, { token: v.token });
      expect(first.data).toEqual({ message: '已为您加急处理，请留意放款短信', etaMinutes: 10 });
      expect(await slow.post(API_PATHS.loanHelp.hurryloan, { orderNo: v.orderNo }, { token: v.token })).toMatchObject({ status: 40403, message: SERVICE_MESSAGES.hurriedToday });
    } finally {
      await slow.close();
    }
  });
});

describe('the counter code, the insurer, refunds, Letong', () => {
  it("the counter code takes what the order owes now, signed, for 15 minutes", async () => {
    const u = await borrowedUser(s, '300000', '3');
    const owed = (await s.post<RepayQuote>(API_PATHS.repayment.oneOrderPaySelect, { orderNo: u.orderNo }, { token: u.token })).data!.totalFen;
    const code = (await s.post<ShowQrCodeData>(API_PATHS.bill.showQRCode, { orderNo: u.orderNo }, { token: u.token })).data!;
    expect(code.amountFen).toBe(owed);
    expect(code.payload).toMatch(new RegExp(`^CREDITPAY\\|${u.orderNo}\\|1\\|${owed}\\|${code.expiresAt}\\|[0-9a-f]{16}$`));
  });

  it("the insurer's premiums follow the bills; the demo user's refund is listed; Letong's packages are public and no one holds its card", async () => {
    const u = await borrowedUser(s, '300000', '3');
    const bills = (await s.post<InsurerBillsData>(API_PATHS.insurer.payBillList, {}, { token: u.token })).data!;
    expect(bills.list).toHaveLength(3);
    expect(bills.list[0]).toMatchObject({ orderNo: u.orderNo, premiumFen: 150, paid: 0 });
    expect(bills.unpaidFen).toBe(450);

    const demo = (await s.post<{ token: string }>(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password })).data!.token;
    const refunds = (await s.post<RefundsData>(API_PATHS.bill.refunds, {}, { token: demo })).data!.list;
    expect(refunds).toEqual([expect.objectContaining({ amountFen: 1500, status: 'refunded', reason: '提前还款服务费减免退回' })]);
    expect((await s.post<RefundsData>(API_PATHS.bill.refunds, {}, { token: u.token })).data!.list).toEqual([]);

    const packages = (await s.post<LetongPackagesData>(API_PATHS.letong.packages)).data!.list;
    expect(packages.map((p) => p.packageId)).toEqual(['LT01', 'LT02', 'LT03']);
    expect((await s.post(API_PATHS.letong.package, { packageId: 'LT09' })).message).toBe(SERVICE_MESSAGES.packageNotFound);
    expect((await s.post<LetongBillData>(API_PATHS.letong.bill, {}, { token: u.token })).data!.opened).toBe(0);
    expect((await s.post(API_PATHS.letong.bill)).status).toBe(1008);
  });
});
