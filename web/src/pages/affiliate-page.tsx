import { AffiliateDashboard } from '../features/affiliate/affiliate-dashboard';
import { AffiliateHowItWorks } from '../features/affiliate/affiliate-how-it-works';
import { AffiliateJoinActions } from '../features/affiliate/affiliate-join-actions';
import { useCurrentUser } from '../session/use-current-user';
import '../features/affiliate/affiliate.css';

/** The affiliate page (docs/product-rules.md#affiliates): the programme page, or the dashboard for affiliates. */
export function AffiliatePage() {
  const { user, isLoading } = useCurrentUser();
  const isAffiliate = Boolean(user?.isAffiliate && user.affiliateCode);
  return (
    <div className="container page">
      <h1 className="page__title">{isAffiliate ? 'Affiliate Dashboard' : 'Join Our Affiliate Program'}</h1>
      <p className="page__lead">
        {isAffiliate
          ? 'Track your referrals and earnings, and share your link.'
          : 'Earn 20% recurring commission on every subscription you refer, for up to 12 months.'}
      </p>
      {isAffiliate ? <AffiliateDashboard /> : <AffiliateJoinActions user={user} isLoading={isLoading} />}
      <AffiliateHowItWorks />
    </div>
  );
}
