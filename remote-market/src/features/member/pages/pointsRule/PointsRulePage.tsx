import { Link } from '@credit/shared/router';
import { QueryView } from '@credit/shared/ui';
import { usePointsTasks } from '../../api';
import { RulesCard } from '../../../../components/Cards';
import '../../../../components/market.css';

/** /pointsRule (spec 2.10, the header's points explanation): how points are earned and used; public. */
export default function PointsRulePage() {
  const tasks = usePointsTasks();
  return (
    <div className="mk-page">
      <QueryView query={tasks}>
        {(t) => (
          <>
            <section className="mk-card" aria-labelledby="mk-tasks">
              <h2 id="mk-tasks" className="mk-card-title">赚积分</h2>
              <ul className="mk-list mk-flush">
                {t.tasks.map((task) => (
                  <li key={task.taskId}>
                    <span className="mk-list-main">
                      <span>{task.title}</span>
                      <span className="mk-muted">+{task.points}积分</span>
                    </span>
                    {task.done ? <span className="mk-muted">已完成</span> : <Link to={task.link}>去完成</Link>}
                  </li>
                ))}
              </ul>
            </section>
            <RulesCard id="mk-points-rules" title="积分规则" rules={t.rules} />
          </>
        )}
      </QueryView>
    </div>
  );
}
