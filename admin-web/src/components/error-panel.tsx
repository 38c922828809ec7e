import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@reelmix/ui';
import type { ReactNode } from 'react';

export interface ErrorPanelProps {
  title: string;
  message: string;
  /** A way on: try again, or go somewhere else. */
  action?: ReactNode;
  level?: 2 | 3;
}

/** A failed load, in place of the content it stands for. */
export function ErrorPanel({ title, message, action, level = 2 }: ErrorPanelProps) {
  return (
    <Card className="error-card" role="alert">
      <CardHeader>
        <CardTitle level={level}>{title}</CardTitle>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
      {action && <CardContent>{action}</CardContent>}
    </Card>
  );
}
