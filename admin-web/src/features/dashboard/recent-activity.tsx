import type { ActivityItem } from '@reelmix/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@reelmix/ui';
import { formatDateTime } from '../../lib/format';

/** docs/product-rules.md#admin-dashboard: the latest events, newest first as the server sends them. */
export function RecentActivity({ activity }: { activity: ActivityItem[] }) {
  return (
    <Card role="region" aria-labelledby="recent-activity-title">
      <CardHeader>
        <CardTitle level={2} id="recent-activity-title">
          Recent Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        {activity.length === 0 ? (
          <p className="muted">No recent activity</p>
        ) : (
          <ul className="activity">
            {activity.map((item, index) => (
              <li key={`${item.date}-${index}`} className="activity__item">
                <div>
                  <p className="activity__action">{item.action}</p>
                  <p className="activity__user">{item.user}</p>
                </div>
                <time className="activity__date" dateTime={item.date}>
                  {formatDateTime(item.date)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
