import type { AdminStatsView } from '@reelmix/contracts';
import { formatDollars, percentOf } from '../../lib/format';
import { StatCard } from './stat-card';

const count = new Intl.NumberFormat('en-US');

/** docs/product-rules.md#admin-dashboard: users, Pro users, video jobs and revenue. */
export function StatCards({ stats }: { stats: AdminStatsView }) {
  const { users, jobs, revenue } = stats;
  return (
    <div className="stat-grid">
      <StatCard title="Total Users" value={count.format(users.total)} detail={`+${count.format(users.newThisMonth)} new this month`} />
      <StatCard title="Pro Users" value={count.format(users.pro)} detail={`${percentOf(users.pro, users.total)}% of total users`} />
      <StatCard title="Video Jobs" value={count.format(jobs.total)} detail={`${count.format(jobs.thisWeek)} processed this week`} />
      <StatCard title="Revenue" value={formatDollars(revenue.total)} detail={`${formatDollars(revenue.thisMonth)} this month`} />
    </div>
  );
}
