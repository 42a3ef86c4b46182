import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { delay, lostAnswer, setUpPage, stubServer, tearDownPage, type PageHarness, type Reply, type StubCall } from '@credit/shared/testing';
import PersonalInfoPage from './PersonalInfoPage';

/** The profile page against a stubbed server: dictionaries, what was saved, and the two saving calls. */

const DICTS: Record<string, Array<{ code: string; name: string }>> = {
  industry: [{ code: 'B1009', name: '信息技术' }, { code: 'B1017', name: '卫生' }],
  profession: [{ code: 'B0701', name: '企业职员' }],
  education: [{ code: 'B0305', name: '本科' }],
  marriage: [{ code: 'B0501', name: '未婚' }],
  relationship: [{ code: 'B0601', name: '父母' }],
  incomeLevel: [{ code: 'B0804', name: '10000-20000元' }],
  incomeSource: [{ code: 'B0901', name: '工资' }, { code: 'B0902', name: '经营收入' }],
  loanType: [{ code: 'B1101', name: '日常消费' }],
};

let page: PageHarness;
let dictFails: number;
let saveFails: boolean;
let saved: Array<{ url: string; body: string }>;
const back = vi.fn();
const toast = vi.fn();

/** Both saving calls: recorded, a little slow, refused while `saveFails`. */
const save = async (req: StubCall): Promise<Reply> => {
  saved.push({ url: req.path, body: req.text });
  await delay(20);
  if (saveFails) return { status: 1004, message: '参数值不在处理的范围内' };
  return { data: { ok: true } };
};
const server = () =>
  stubServer(
    {
      [API_PATHS.dicdata.byType]: (req) => {
        if (dictFails > 0) {
          dictFails--;
          return lostAnswer;
        }
        const type = new URLSearchParams(req.text).get('type')!;
        return { data: [{ type, children: DICTS[type] }] };
      },
      [API_PATHS.customer.extendInfo]: () => ({ data: { basicInfo: {}, contacts: {}, education: 'B0301', isCustomerInfoExists: 0 } }),
      [API_PATHS.customer.saveBasicInfo]: save,
      [API_PATHS.customer.userCollectionInfo]: save,
    },
    { data: {} },
  );

const renderPage = () => page.renderAt('/personalInfo', <PersonalInfoPage />);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillAll() {
  choose('职业', 'B0701');
  type('职务', '工程师');
  type('单位名称', '示例科技有限公司');
  type('单位地址', '北京市海淀区示例路8号12层');
  type('电子邮箱', 'a@example.com');
  type('亲属姓名', '李大明');
  choose('与本人关系', 'B0601');
  type('亲属手机号', '13712345678');
  type('朋友姓名', '王小二');
  type('朋友手机号', '13698765432');
  choose('省份', '北京市');
  choose('城市', '北京市');
  choose('区县', '海淀区');
  type('详细地址', '北京市海淀区示例路9号院');
  type('月收入（元）', '12000');
  choose('收入水平', 'B0804');
  fireEvent.click(screen.getByLabelText('工资'));
  fireEvent.click(screen.getByLabelText('日常消费'));
}

beforeEach(() => {
  dictFails = 0;
  saveFails = false;
  saved = [];
  back.mockReset();
  toast.mockReset();
  page = setUpPage(server(), { toast, back });
});

afterEach(tearDownPage);

describe('PersonalInfoPage', () => {
  it('pre-selects the router defaults (education B0305, marriage B0501, industry B1017)', async () => {
    renderPage();
    await waitFor(() => expect((screen.getByLabelText('行业') as HTMLSelectElement).value).toBe('B1017'));
    expect((screen.getByLabelText('学历') as HTMLSelectElement).value).toBe('B0305');
    expect((screen.getByLabelText('婚姻状况') as HTMLSelectElement).value).toBe('B0501');
  });

  it('a dictionary failure shows 查询信息失败; 重新加载 brings the form', async () => {
    dictFails = 1;
    renderPage();
    expect(await screen.findByText('查询信息失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByLabelText('行业')).toBeTruthy();
  });

  it('bad input: the product messages, nothing sent, nothing typed lost', async () => {
    renderPage();
    await screen.findByLabelText('行业');
    fillAll();
    type('电子邮箱', 'a@');
    type('详细地址', '海淀区');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写正确邮箱')).toBeTruthy();
    expect(screen.getByText('地址过于简略，请具体到门牌号')).toBeTruthy();
    expect(input('电子邮箱').value).toBe('a@');
    expect(input('单位名称').value).toBe('示例科技有限公司');
    expect(saved).toEqual([]);
  });

  it('saves the profile then the contacts, and goes back', async () => {
    renderPage();
    await screen.findByLabelText('行业');
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(back).toHaveBeenCalled());
    expect(saved.map((s) => s.url)).toEqual([API_PATHS.customer.saveBasicInfo, API_PATHS.customer.userCollectionInfo]);
    const basic = new URLSearchParams(saved[0]!.body);
    expect(basic.get('monthlyIncome')).toBe('1200000');
    expect(basic.get('industry')).toBe('B1017');
    expect(basic.get('incomeSource')).toBe('B0901');
    expect(new URLSearchParams(saved[1]!.body).get('relativePhone')).toBe('13712345678');
  });

  it('a refused save keeps every value and says why', async () => {
    saveFails = true;
    renderPage();
    await screen.findByLabelText('行业');
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await screen.findByText('参数值不在处理的范围内')).toBeTruthy();
    expect(back).not.toHaveBeenCalled();
    expect(input('电子邮箱').value).toBe('a@example.com');
    expect((screen.getByLabelText('区县') as HTMLSelectElement).value).toBe('海淀区');
    expect((screen.getByLabelText('工资') as HTMLInputElement).checked).toBe(true);
  });

  it('a double tap saves once', async () => {
    renderPage();
    await screen.findByLabelText('行业');
    fillAll();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
    });
    await waitFor(() => expect(back).toHaveBeenCalledTimes(1));
    expect(saved.map((s) => s.url)).toEqual([API_PATHS.customer.saveBasicInfo, API_PATHS.customer.userCollectionInfo]);
  });
});
