import type { AdminUserView } from '@reelmix/contracts';
import { Badge, Button, Card, CardContent, CardFooter, CardHeader, CardTitle, useToast } from '@reelmix/ui';
import { useState } from 'react';
import { PlanBadge } from '../../components/plan-badge';
import { useTogglePro } from '../../hooks/use-toggle-pro';
import { formatLongDateTime } from '../../lib/format';
import { hasPendingProRequest } from '../../lib/plan';
import { serverMessage } from '../../lib/server-message';
import { CancelProDialog } from './cancel-pro-dialog';

/** User Information (docs/product-rules.md#user-detail): who, since when, which plan, and the plan actions. */
export function UserInfoCard({ user }: { user: AdminUserView }) {
  const { toast } = useToast();
  const toggle = useTogglePro(user.id);
  const [cancelling, setCancelling] = useState(false);

  const onToggle = () =>
    toggle.mutate(!user.isPro, {
      onSuccess: (updated) =>
        toast({ title: updated.isPro ? 'User upgraded to Pro' : 'User downgraded to Free', variant: 'success' }),
      onError: (error) => toast({ title: 'Failed to update user status', description: serverMessage(error), variant: 'destructive' }),
    });

  return (
    <Card role="region" aria-labelledby="user-info-title">
      <CardHeader>
        <CardTitle level={2} id="user-info-title">
          User Information
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="facts">
          <div className="facts__row">
            <dt>Email</dt>
            <dd className="facts__break">{user.email}</dd>
          </div>
          <div className="facts__row">
            <dt>Member Since</dt>
            <dd>
              <time dateTime={user.createdAt}>{formatLongDateTime(user.createdAt)}</time>
            </dd>
          </div>
          <div className="facts__row">
            <dt>Plan</dt>
            <dd className="badges">
              <PlanBadge isPro={user.isPro} />
              {hasPendingProRequest(user) && <Badge variant="secondary">Requested Pro Upgrade</Badge>}
            </dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter className="card__actions">
        <Button variant={user.isPro ? 'outline' : 'primary'} onClick={onToggle} loading={toggle.isPending}>
          {user.isPro ? 'Downgrade to Free' : 'Upgrade to Pro'}
        </Button>
        {user.isPro && (
          <Button variant="destructive" onClick={() => setCancelling(true)}>
            Cancel Pro
          </Button>
        )}
      </CardFooter>
      <CancelProDialog user={user} open={cancelling} onClose={() => setCancelling(false)} />
    </Card>
  );
}
