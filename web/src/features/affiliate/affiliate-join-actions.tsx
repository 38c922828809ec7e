import type { CurrentUser } from '@reelmix/contracts';
import { Button, buttonClassName, Spinner, useToast } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { toErrorMessage } from '../../api/http';
import { buildRoute, ROUTES } from '../../routes';
import { useEnrolAffiliate } from './use-enrol-affiliate';

/** The affiliate page's call to action: enrol when signed in, else sign up first. */
export function AffiliateJoinActions({ user, isLoading }: { user: CurrentUser | null; isLoading: boolean }) {
  if (isLoading) return <Spinner label="Loading your account" />;
  if (!user) {
    return (
      <Link to={buildRoute(ROUTES.login, { query: { redirect: ROUTES.affiliate } })} className={buttonClassName({ size: 'lg' })}>
        Sign Up to Become an Affiliate
      </Link>
    );
  }
  return <EnrolButton />;
}

function EnrolButton() {
  const { toast } = useToast();
  const { enrol, isPending } = useEnrolAffiliate({
    onError: (error) => toast({ title: 'Enrollment Failed', description: toErrorMessage(error), variant: 'destructive' }),
  });
  return (
    <Button size="lg" loading={isPending} onClick={enrol}>
      {isPending ? 'Enrolling...' : 'Enroll as Affiliate'}
    </Button>
  );
}
