import { Link } from 'react-router';

/**
 * A plain page of about the text of one of our small pages: a heading, a paragraph, a list of ten
 * rows. Its content is written once, in Chinese, as our pages are (the same kind of glyphs to paint).
 */
const ROWS = [
  ['1月账单', '已还清', '1,050.00元'],
  ['2月账单', '已还清', '1,050.00元'],
  ['3月账单', '已还清', '1,050.00元'],
  ['4月账单', '已还清', '1,050.00元'],
  ['5月账单', '已还清', '1,050.00元'],
  ['6月账单', '已还清', '1,050.00元'],
  ['7月账单', '待还款', '1,050.00元'],
  ['8月账单', '待还款', '1,050.00元'],
  ['9月账单', '待还款', '1,050.00元'],
  ['10月账单', '待还款', '1,050.00元'],
] as const;

export default function Page() {
  return (
    <main>
      <h1>我的账单</h1>
      <p>本月应还 1,050.00元，最后还款日为每月15日。按时还款可保持良好的信用记录，逾期将产生罚息并影响您的额度。</p>
      <ul>
        {ROWS.map(([month, status, amount]) => (
          <li key={month}>
            {month} · {status} · {amount}
          </li>
        ))}
      </ul>
      <Link to="/">返回首页</Link>
    </main>
  );
}
