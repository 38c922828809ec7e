import type { AffiliateStatsView } from '@reelmix/contracts';
import { Card } from '@reelmix/ui';
import { formatDollars } from './format-money';

/** docs/product-rules.md#affiliates: Total Referrals, Total Earnings, Available Balance. */
export function AffiliateStatsCards({ stats }: { stats: AffiliateStatsView }) {
  const available = stats.earnings.available;
  return (
    <ul className="affiliate-stats" aria-label="Affiliate stats">
      <li>
        <Card className="affiliate-stat">
          <span className="affiliate-stat__label">Total Referrals</span>
          <span className="affiliate-stat__value">{stats.referrals}</span>
        </Card>
      </li>
      <li>
        <Card className="affiliate-stat">
          <span className="affiliate-stat__label">Total Earnings</span>
          <span className="affiliate-stat__value">{formatDollars(stats.earnings.total)}</span>
        </Card>
      </li>
      <li>
        <Card className="affiliate-stat">
          <span className="affiliate-stat__label">Available Balance</span>
          <span className={available < 0 ? 'affiliate-stat__value affiliate-stat__value--owed' : 'affiliate-stat__value'}>
            {formatDollars(available)}
          </span>
          <span className="affiliate-stat__note">
            {available < 0
              ? 'A refunded referral was deducted; new commissions settle this first.'
              : 'Paid monthly via PayPal once it reaches $50.'}
          </span>
        </Card>
      </li>
    </ul>
  );
}
