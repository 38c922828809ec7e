import { Card, CardContent, CardHeader, CardTitle } from '@reelmix/ui';
import { useId } from 'react';

export interface StatCardProps {
  title: string;
  value: string;
  detail: string;
}

/** One headline figure of the dashboard with the line under it. */
export function StatCard({ title, value, detail }: StatCardProps) {
  const titleId = useId();
  return (
    <Card className="stat-card" role="group" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle level={2} id={titleId} className="stat-card__title">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="stat-card__value">{value}</p>
        <p className="stat-card__detail">{detail}</p>
      </CardContent>
    </Card>
  );
}
