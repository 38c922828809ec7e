import { Button, buttonClassName, Spinner, useToast } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { buildRoute, ROUTES } from '../../routes';
import { useCurrentUser } from '../../session/use-current-user';
import { useEnrolAffiliate } from './use-enrol-affiliate';

/** The signup screen's buttons: enrol, open the dashboard (affiliates), or sign up first (visitors). */
export function AffiliateSignupActions() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner label="Loading your account" />;
  if (!user) {
    return (
      <Link to={buildRoute(ROUTES.login, { query: { redirect: ROUTES.affiliateSignup } })} className={buttonClassName({ size: 'lg' })}>
        Sign Up to Become an Affiliate
      </Link>
    );
  }
  if (user.isAffiliate && user.affiliateCode) {
    return (
      <Link to={ROUTES.affiliate} className={buttonClassName({ size: 'lg' })}>
        View Your Affiliate Dashboard
      </Link>
    );
  }
  return <EnrolNowButton />;
}

function EnrolNowButton() {
  const { toast } = useToast();
  const { enrol, isPending } = useEnrolAffiliate({
    onError: (error) =>
      toast({
        title: 'Error',
        description: error instanceof Error && error.message ? error.message : 'Failed to enroll in affiliate program',
        variant: 'destructive',
      }),
  });
  return (
    <Button size="lg" loading={isPending} onClick={enrol}>
      {isPending ? 'Enrolling...' : 'Enroll as Affiliate Now'}
    </Button>
  );
}
