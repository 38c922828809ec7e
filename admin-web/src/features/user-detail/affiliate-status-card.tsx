import type { AdminUserView } from '@reelmix/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@reelmix/ui';

/** Affiliate Status (docs/product-rules.md#user-detail). */
export function AffiliateStatusCard({ user }: { user: AdminUserView }) {
  return (
    <Card role="region" aria-labelledby="affiliate-status-title">
      <CardHeader>
        <CardTitle level={2} id="affiliate-status-title">
          Affiliate Status
        </CardTitle>
      </CardHeader>
      <CardContent className="stack">
        <p>
          <Badge variant={user.isAffiliate ? 'success' : 'secondary'}>{user.isAffiliate ? 'Active Affiliate' : 'Not an Affiliate'}</Badge>
        </p>
        {user.affiliateCode && (
          <p>
            Affiliate Code: <code>{user.affiliateCode}</code>
          </p>
        )}
        {user.referrerId && <p>Referred By User #{user.referrerId}</p>}
      </CardContent>
    </Card>
  );
}
