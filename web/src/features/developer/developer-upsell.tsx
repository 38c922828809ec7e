import { API_KEY_LIMITS, API_KEYS_NEED_PRO, WEBHOOK_LIMITS } from '@reelmix/contracts/browser';
import { Button, buttonClassName, Card, CardContent, CardDescription, CardHeader, CardTitle, useToast } from '@reelmix/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { hasSubscriptionAccess } from '../../lib/subscription-access';
import { ROUTES } from '../../routes';
import { useRefreshCurrentUser } from '../guard/use-refresh-current-user';
import { PaymentDialog } from '../payment/payment-dialog';

const WHAT_PRO_ADDS = [
  'API keys, so your own scripts can upload clips, start jobs and download the videos',
  'Webhooks that tell your systems the moment a job finishes, fails or has a video ready',
  `Up to ${API_KEY_LIMITS.perUser} keys at ${API_KEY_LIMITS.requestsPerMinute} calls a minute each, and ${WEBHOOK_LIMITS.perUser} webhook endpoints`,
] as const;

/**
 * What the Developer area is, for a free account, with the way to Pro. No key or webhook call is
 * made for it: the server would refuse them all.
 */
export function DeveloperUpsell() {
  const [paying, setPaying] = useState(false);
  const refreshUser = useRefreshCurrentUser();
  const { toast } = useToast();

  function subscribed() {
    setPaying(false);
    toast({ title: 'Upgrade Successful!', description: 'Welcome to Pro. You can create API keys now.', variant: 'success' });
    // The account learns of the subscription a moment later; this page opens up once it has.
    void refreshUser(hasSubscriptionAccess);
  }

  return (
    <Card className="developer-upsell">
      <CardHeader>
        <CardTitle level={2}>Automate Reelmix with Pro</CardTitle>
        <CardDescription>{API_KEYS_NEED_PRO}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="developer-upsell__list" aria-label="Included in Pro">
          {WHAT_PRO_ADDS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <div className="developer-upsell__actions">
          <Button onClick={() => setPaying(true)}>Upgrade to Pro</Button>
          <Link to={ROUTES.developerReference} className={buttonClassName({ variant: 'outline' })}>
            Read the API reference
          </Link>
        </div>
      </CardContent>
      {/* The dialog loads the card provider's script itself, only once it opens. */}
      <PaymentDialog open={paying} mode={{ kind: 'subscribe' }} onSuccess={subscribed} onClose={() => setPaying(false)} />
    </Card>
  );
}
