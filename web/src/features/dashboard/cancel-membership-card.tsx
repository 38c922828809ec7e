import type { CurrentUser } from '@reelmix/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Dialog } from '@reelmix/ui';
import { useState } from 'react';
import { formatLongDate } from './format-date';
import { useCancelSubscription } from './use-cancel-subscription';

/** When the current trial or paid month ends: the day Pro would end if cancelled now. */
function periodEnd(user: CurrentUser): string | null {
  return user.subscriptionStatus === 'trialing' ? user.subscriptionTrialEnd : user.subscriptionCurrentPeriodEnd;
}

/** Cancel Membership (docs/product-rules.md#pro-access): Pro users may cancel; Pro lasts to the end of the period. */
export function CancelMembershipCard({ user }: { user: CurrentUser }) {
  const [confirming, setConfirming] = useState(false);
  const { cancel, isPending, accessUntil } = useCancelSubscription();
  const cancelled = accessUntil !== undefined;
  const endsOn = cancelled ? (accessUntil ?? periodEnd(user)) : periodEnd(user);

  return (
    <Card className="membership-card">
      <CardHeader>
        <CardTitle level={2}>Cancel Membership</CardTitle>
        {cancelled ? (
          <CardDescription role="status">
            Your Pro subscription is cancelled.{' '}
            {endsOn ? `You keep Pro access until ${formatLongDate(endsOn)}.` : 'Pro access has ended.'}
          </CardDescription>
        ) : (
          <CardDescription>
            {user.subscriptionStatus === 'trialing' ? 'You are on the 7-day Pro trial.' : 'You are on the Pro plan.'}{' '}
            {endsOn ? `Your current period ends on ${formatLongDate(endsOn)}. ` : ''}
            If you cancel, you keep Pro until then.
          </CardDescription>
        )}
      </CardHeader>
      {cancelled ? null : (
        <CardContent>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Cancel Membership
          </Button>
        </CardContent>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Cancel Pro Subscription"
        description="Are you sure? You will lose your Pro features, including unlimited video storage and premium support, when your current billing period ends."
      >
        <div className="history-dialog__actions">
          <Button variant="outline" onClick={() => setConfirming(false)} data-autofocus>
            Keep Subscription
          </Button>
          <Button variant="destructive" loading={isPending} onClick={() => cancel(() => setConfirming(false))}>
            {isPending ? 'Processing...' : 'Cancel Subscription'}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
