import { Button, Card, CardContent, Spinner } from '@reelmix/ui';
import { AffiliateStatsCards } from './affiliate-stats-cards';
import { ReferralLinkCard } from './referral-link-card';
import { useAffiliateStats } from './use-affiliate-stats';

/** What an affiliate sees: figures, then the referral link to share. */
export function AffiliateDashboard() {
  const { stats, isLoading, isError, retry } = useAffiliateStats(true);
  if (isLoading) return <Spinner label="Loading your affiliate stats" className="affiliate-loading" />;
  if (isError || !stats) {
    return (
      <Card role="alert" className="affiliate-error">
        <CardContent>
          <p>Failed to load your affiliate stats. Please try again.</p>
          <Button variant="outline" size="sm" onClick={retry}>
            Try Again
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="affiliate-dashboard">
      <AffiliateStatsCards stats={stats} />
      <ReferralLinkCard referralLink={stats.referral_link} />
    </div>
  );
}
