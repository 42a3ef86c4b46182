import { telHref, useSysConfig } from '@credit/shared';
import type { BillItem } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';

/**
 * Overdue told honestly: how many days, the penalty to date, what happens next, and the hotline from
 * sys config (never a built-in number). Shown wherever an overdue bill is.
 */
export function OverdueNotice({ bills }: { bills: readonly BillItem[] }) {
  const { config, failed } = useSysConfig();
  const overdue = bills.filter((b) => b.status === 'overdue');
  if (overdue.length === 0) return null;
  // One day count is told only where it is true of every bill counted; several bills by the longest.
  const longest = Math.max(...overdue.map((b) => b.overdueDays));
  const age = overdue.length === 1 ? `已逾期${longest}天` : `已逾期，最长已逾期${longest}天`;
  const penalty = overdue.reduce((n, b) => n + b.penaltyFen, 0);
  const due = overdue.reduce((n, b) => n + b.dueFen, 0);
  return (
    <section className="rp-notice rp-danger" role="alert" aria-label="逾期提醒" data-testid="overdue-notice">
      <strong>
        您有{overdue.length}期账单{age}，应还{formatYuan(due)}，其中罚息{formatYuan(penalty)}
      </strong>
      <ol className="rp-timeline" aria-label="逾期后会发生什么">
        <li>逾期期间每日计收罚息，越早还清费用越少</li>
        <li>逾期记录将按规定报送征信机构，影响您的信用</li>
        <li>还清全部逾期账单后，借款额度方可恢复使用</li>
      </ol>
      {config?.consumerHotline ? (
        <p>
          如有困难，请致电客服 <a href={telHref(config.consumerHotline)} data-testid="hotline">{config.consumerHotline}</a> 协商
        </p>
      ) : (
        // Its line is kept while the sys config is on its way (a deep link asks it after the bills):
        // the hotline arriving must not push the bills below down under the reader's eyes.
        !config && !failed && <p aria-hidden="true" data-testid="hotline-pending">&nbsp;</p>
      )}
    </section>
  );
}
