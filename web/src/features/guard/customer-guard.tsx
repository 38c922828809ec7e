import type { CurrentUser } from '@reelmix/contracts';
import { useState, type ReactNode } from 'react';
import { hasSubscriptionAccess } from '../../lib/subscription-access';
import { PaymentDialog } from '../payment/payment-dialog';
import { SignedInGuard } from './signed-in-guard';
import { useRefreshCurrentUser } from './use-refresh-current-user';

const SUBSCRIBE = { kind: 'subscribe' } as const;

export interface CustomerGuardProps {
  /** The guarded screen, given the signed-in user. */
  children: (user: CurrentUser) => ReactNode;
}

/**
 * The customer guard (docs/product-rules.md#who-may-do-what): nobody signed in (401 or a failed call) goes to the login page
 * and comes back here afterwards; a signed-in user without subscription access sees the screen under
 * a subscription dialog. Free users may close it: the history still shows them their latest job
 * (docs/product-rules.md#video-history), and they must be able to reach it.
 */
export function CustomerGuard({ children }: CustomerGuardProps) {
  return <SignedInGuard>{(user) => <SubscriptionGate user={user}>{children(user)}</SubscriptionGate>}</SignedInGuard>;
}

/** Offers the subscription over the screen to a signed-in user without subscription access. */
function SubscriptionGate({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const refreshUser = useRefreshCurrentUser();
  // Closed at once on success: the account may take a moment to show the new subscription.
  const [subscribed, setSubscribed] = useState(false);
  // Closed for this visit; the dialog comes back on the next one.
  const [dismissed, setDismissed] = useState(false);

  const blocked = !subscribed && !dismissed && !hasSubscriptionAccess(user);
  return (
    <>
      {/* Hidden from assistive technology while the dialog blocks it. */}
      <div inert={blocked || undefined}>{children}</div>
      <PaymentDialog
        open={blocked}
        mode={SUBSCRIBE}
        onSuccess={() => {
          setSubscribed(true);
          void refreshUser(hasSubscriptionAccess);
        }}
        onClose={() => setDismissed(true)}
      />
    </>
  );
}
