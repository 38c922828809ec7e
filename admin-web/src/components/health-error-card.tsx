import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@reelmix/ui';

export interface HealthErrorCardProps {
  message: string;
  /** True when an earlier report is still on screen below this card. */
  showingLastKnown: boolean;
  onRetry: () => void;
  retrying: boolean;
}

export function HealthErrorCard({ message, showingLastKnown, onRetry, retrying }: HealthErrorCardProps) {
  return (
    <Card className="error-card" role="alert">
      <CardHeader>
        <CardTitle level={2}>Could not load system health</CardTitle>
        <CardDescription>
          {message}
          {showingLastKnown && ' The last known state is shown below.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}
