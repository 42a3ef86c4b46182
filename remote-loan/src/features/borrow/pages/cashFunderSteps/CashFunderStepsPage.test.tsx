import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { setUpPage, stubServer, tearDownPage, type PageHarness, type StubServer } from '@credit/shared/testing';
import CashFunderStepsPage from './CashFunderStepsPage';

/** The partner steps (ADR 033) against a stubbed server that records each step as the sandbox does. */

const ORDER_NO = 'L0000000000000042';
const LENDER = '示例微众小额贷款有限公司';
const CODE = '246810';

let page: PageHarness;
/** The funder's steps in order, and those done. */
let steps: string[];
let done: Set<string>;
let server: StubServer;
/** The calls of the steps, with their bodies. */
const calls = () => server.calls.filter((c) => !READS.includes(c.path)).map((c) => ({ path: c.path, body: c.body }));
const navigate = vi.fn();
const toast = vi.fn();

const stepsAnswer = () => ({
  orderNo: ORDER_NO, capitalChannel: 'micropay', lenderName: LENDER, creditors: [{ role: 'master', lenderName: LENDER, sharePpm: 1_000_000 }],
  steps: steps.map((step) => ({ step, done: done.has(step) })), next: steps.find((s) => !done.has(s)) ?? null,
});
const STEP_OF: Record<string, string> = {
  [API_PATHS.micropay.openAccount]: 'openAccount', [API_PATHS.micropay.bindCard]: 'bindCard', [API_PATHS.micropay.labelUser]: 'labelUser',
  [API_PATHS.customer.crawlerData]: 'profile', [API_PATHS.suning.verify]: 'suningVerify',
};

/** The profile's dictionaries, and the supplementary profile the user saved (customer/extendInfo). */
const DICTS: Record<string, Array<{ code: string; name: string }>> = {
  industry: [{ code: 'B1009', name: '信息技术' }, { code: 'B1017', name: '卫生' }],
  profession: [{ code: 'B0701', name: '企业职员' }],
  education: [{ code: 'B0305', name: '本科' }],
  marriage: [{ code: 'B0502', name: '已婚' }],
  relationship: [{ code: 'B0601', name: '父母' }],
  incomeLevel: [{ code: 'B0804', name: '10000-20000元' }],
  incomeSource: [{ code: 'B0901', name: '工资' }, { code: 'B0902', name: '经营收入' }],
  loanType: [{ code: 'B1101', name: '日常消费' }],
};
const SAVED_PROFILE = {
  basicInfo: {
    industry: 'B1009', profession: 'B0701', education: 'B0305', marriage: 'B0502', incomeLevel: 'B0804', email: 'li@example.com', company: '示例科技有限公司',
    companyAddress: '北京市海淀区示例路8号12层', duty: '工程师', monthlyIncome: '1200000', province: '北京市', city: '北京市', county: '海淀区',
    address: '北京市海淀区示例路9号院', incomeSource: 'B0901', loanType: 'B1101',
  },
  contacts: { relativeName: '李大明', relativePhone: '13712345678', relationship: 'B0601', friendName: '王小二', friendPhone: '13698765432' },
  education: 'B0305',
  isCustomerInfoExists: 1,
};
/** customer/crawlerData refuses this many times (a dictionary code it does not know, 1004). */
let crawlerRefusals: number;

/** The reads of the page; every other call is a step's, recorded in `calls`. */
const READS: string[] = [API_PATHS.micropay.webRouter, API_PATHS.dicdata.byType, API_PATHS.customer.extendInfo, API_PATHS.mainSigning.query, API_PATHS.suning.query];
const stub = () =>
  stubServer(
    {
      [API_PATHS.micropay.webRouter]: () => ({ data: stepsAnswer() }),
      [API_PATHS.dicdata.byType]: (req) => ({ data: [{ type: req.body.type, children: DICTS[req.body.type!] }] }),
      [API_PATHS.customer.extendInfo]: () => ({ data: SAVED_PROFILE }),
      [API_PATHS.mainSigning.query]: { data: { signed: 0, bankName: '建设银行', cardNo: '****6677', mobile: '139****7236' } },
      [API_PATHS.suning.query]: { data: { verified: 0, bankName: '建设银行', cardNo: '****6677', mobile: '139****7236' } },
      [API_PATHS.suning.apply]: { data: { verified: 0, bankName: '建设银行', cardNo: '****6677', mobile: '139****7236' } },
    },
    (req) => {
      if (req.path === API_PATHS.suning.verify && req.body.code !== CODE) return { status: 2018, message: '' };
      if (req.path === API_PATHS.customer.crawlerData && crawlerRefusals-- > 0) return { status: 40403, message: '所属行业不在资金方受理范围内' };
      const step = STEP_OF[req.path];
      if (!step) return { data: {} };
      done.add(step);
      return { data: stepsAnswer() };
    },
  );

beforeEach(() => {
  steps = ['openAccount', 'bindCard', 'labelUser'];
  done = new Set();
  crawlerRefusals = 0;
  navigate.mockReset();
  toast.mockReset();
  server = stub();
  page = setUpPage(server, { navigate, toast });
});

afterEach(tearDownPage);

const renderPage = () => page.renderAt(`/cashFunderSteps?orderNo=${ORDER_NO}`, <CashFunderStepsPage />);
const tap = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('CashFunderStepsPage (ADR 033)', () => {
  it('micropay: its lender, its steps in order, each form in turn; a missing choice is said and sends nothing; then the confirm step', async () => {
    renderPage();
    expect((await screen.findByTestId('loan-lender')).textContent).toBe(`出借人：${LENDER}`);
    expect(screen.getAllByTestId('funder-step').map((li) => li.textContent)).toEqual(['开通资金方账户（未完成）', '绑定收款银行卡（未完成）', '完善收入信息（未完成）']);
    await tap('开通账户');
    await screen.findByRole('heading', { name: '绑定收款银行卡' });
    await tap('绑定银行卡');
    await screen.findByRole('heading', { name: '完善收入信息' });
    await tap('提交');
    expect(screen.getByRole('alert').textContent).toBe('请选择月收入');
    fireEvent.change(screen.getByLabelText('月收入'), { target: { value: 'L3' } });
    await tap('提交');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashConfirm?orderNo=${ORDER_NO}`, { replace: true }));
    expect(calls()).toEqual([
      { path: API_PATHS.micropay.openAccount, body: { orderNo: ORDER_NO } },
      { path: API_PATHS.micropay.bindCard, body: { orderNo: ORDER_NO } },
      { path: API_PATHS.micropay.labelUser, body: { orderNo: ORDER_NO, incomeLevel: 'L3' } },
    ]);
  });

  it('a reload resumes at the step still open: nothing done again', async () => {
    done = new Set(['openAccount', 'bindCard']);
    renderPage();
    expect(await screen.findByRole('heading', { name: '完善收入信息' })).toBeTruthy();
    expect(screen.getAllByTestId('funder-step').map((li) => li.dataset.done)).toEqual(['true', 'true', 'false']);
    expect(calls()).toEqual([]);
  });

  it("suning's verification: the code to the card's mobile; a wrong code is said on the field and kept; the right one goes on", async () => {
    steps = ['suningVerify'];
    renderPage();
    expect(await screen.findByText('验证码将发送至建设银行（6677）的银行预留手机号 139****7236')).toBeTruthy();
    await tap('获取验证码');
    await waitFor(() => expect(calls()[0]).toEqual({ path: API_PATHS.suning.apply, body: { orderNo: ORDER_NO } }));
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '111111' } });
    await tap('确认验证');
    expect(await screen.findByText('亲，您填写的验证码错误')).toBeTruthy();
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('111111');
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: CODE } });
    await tap('确认验证');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashConfirm?orderNo=${ORDER_NO}`, { replace: true }));
    expect(calls().at(-1)).toEqual({ path: API_PATHS.suning.verify, body: { orderNo: ORDER_NO, code: CODE } });
  });

  it("huaxia's profile set: the supplementary profile's form, opened with what the user saved; its rules and messages; a refusal keeps what was typed; nothing saved to the profile", async () => {
    steps = ['profile', 'mainSigning'];
    crawlerRefusals = 1;
    renderPage();
    await screen.findByRole('heading', { name: '补充个人资料' });
    // Prefilled from customer/extendInfo (monthly income shown in yuan).
    await waitFor(() => expect((screen.getByLabelText('职务') as HTMLInputElement).value).toBe('工程师'));
    expect((screen.getByLabelText('月收入（元）') as HTMLInputElement).value).toBe('12000');
    expect((screen.getByLabelText('行业') as HTMLSelectElement).value).toBe('B1009');
    // Edited: a field cleared is said in the profile's words, and nothing is sent.
    fireEvent.change(screen.getByLabelText('职务'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('朋友手机号'), { target: { value: '13712345678' } });
    await tap('提交');
    expect(screen.getByText('请输入职务')).toBeTruthy();
    expect(screen.getByText('亲属与朋友的手机号不能相同')).toBeTruthy();
    expect(calls()).toEqual([]);
    fireEvent.change(screen.getByLabelText('职务'), { target: { value: '架构师' } });
    fireEvent.change(screen.getByLabelText('朋友手机号'), { target: { value: '13600001111' } });
    fireEvent.change(screen.getByLabelText('行业'), { target: { value: 'B1017' } });
    await tap('提交');
    // The server's refusal is told (its own words, 40403: toasted); everything typed stays.
    await waitFor(() => expect(toast).toHaveBeenCalledWith('所属行业不在资金方受理范围内', expect.anything()));
    expect((screen.getByLabelText('职务') as HTMLInputElement).value).toBe('架构师');
    expect((screen.getByLabelText('行业') as HTMLSelectElement).value).toBe('B1017');
    await tap('提交');
    await screen.findByRole('heading', { name: '签署资金方代扣协议' });
    const expected = {
      orderNo: ORDER_NO, ...SAVED_PROFILE.basicInfo, ...SAVED_PROFILE.contacts, industry: 'B1017', duty: '架构师', friendPhone: '13600001111',
    };
    expect(calls().map((c) => c.path)).toEqual([API_PATHS.customer.crawlerData, API_PATHS.customer.crawlerData]);
    expect(calls()[1]!.body).toEqual(expected);
  });

  it('an order with no step left goes straight to the confirm step', async () => {
    steps = [];
    renderPage();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashConfirm?orderNo=${ORDER_NO}`, { replace: true }));
  });
});
