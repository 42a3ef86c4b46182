/** The sandbox's banks: BIN prefixes identify the bank of a card number. Limits in fen. */
export interface Bank {
  code: string;
  name: string;
  bins: readonly string[];
  supported: boolean;
  singleLimit: number;
  dailyLimit: number;
}

export const BANKS: readonly Bank[] = [
  { code: 'ICBC', name: '工商银行', bins: ['622202', '621226', '620200'], supported: true, singleLimit: 5_000_000, dailyLimit: 5_000_000 },
  { code: 'CCB', name: '建设银行', bins: ['621700', '622700', '436742'], supported: true, singleLimit: 5_000_000, dailyLimit: 10_000_000 },
  { code: 'ABC', name: '农业银行', bins: ['622848', '622845'], supported: true, singleLimit: 5_000_000, dailyLimit: 10_000_000 },
  { code: 'BOC', name: '中国银行', bins: ['621661', '621660', '456351'], supported: true, singleLimit: 5_000_000, dailyLimit: 10_000_000 },
  { code: 'CMB', name: '招商银行', bins: ['622588', '621483', '622609'], supported: true, singleLimit: 5_000_000, dailyLimit: 5_000_000 },
  { code: 'COMM', name: '交通银行', bins: ['622262', '622260'], supported: true, singleLimit: 2_000_000, dailyLimit: 5_000_000 },
  { code: 'PSBC', name: '邮储银行', bins: ['621799', '622188'], supported: true, singleLimit: 500_000, dailyLimit: 500_000 },
  { code: 'SPDB', name: '浦发银行', bins: ['622521', '622522'], supported: false, singleLimit: 0, dailyLimit: 0 },
];

export const bankOfCard = (cardNo: string): Bank | undefined => BANKS.find((b) => b.bins.some((bin) => cardNo.startsWith(bin)));

/** The banks whose cards can be bound, with their limits (fen). */
export const supportedBanks = () =>
  BANKS.filter((b) => b.supported).map(({ code, name, singleLimit, dailyLimit }) => ({ code, name, singleLimit, dailyLimit }));

const entries = (prefix: string, names: readonly string[]) =>
  names.map((name, i) => ({ code: `${prefix}${String(i + 1).padStart(2, '0')}`, name }));

/** Dictionaries served by dicdata/byType (codes as in spec 9: education B03xx, marriage B05xx, industry B10xx). */
export const DICTIONARIES = {
  education: entries('B03', ['初中及以下', '高中', '中专/技校', '大专', '本科', '硕士', '博士及以上']),
  marriage: entries('B05', ['未婚', '已婚', '离异', '丧偶']),
  relationship: entries('B06', ['父母', '配偶', '子女', '兄弟姐妹', '朋友', '同事']),
  profession: entries('B07', ['企业职员', '公务员/事业单位', '个体经营', '自由职业', '其他']),
  incomeLevel: entries('B08', ['3000元以下', '3000-5000元', '5000-10000元', '10000-20000元', '20000元以上']),
  incomeSource: entries('B09', ['工资', '经营收入', '投资收益', '其他']),
  industry: entries('B10', [
    '农林牧渔', '采矿', '制造', '电力燃气', '建筑', '批发零售', '交通运输', '住宿餐饮', '信息技术', '金融', '房地产',
    '租赁商务', '科研技术', '公共管理', '居民服务', '教育', '卫生', '文化娱乐', '其他',
  ]),
  loanType: entries('B11', ['日常消费', '装修', '教育', '旅游', '医疗', '其他']),
} as const;
