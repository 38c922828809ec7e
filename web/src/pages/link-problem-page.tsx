import type { LINK_PROBLEM_PATH, LinkProblemReason } from '@reelmix/contracts';
import { buttonClassName } from '@reelmix/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { buildRoute, ROUTES } from '../routes';

// The gateway redirects here by the contracts' path: a route that drifts from it fails the build.
const ROUTE_MATCHES_GATEWAY: typeof LINK_PROBLEM_PATH = ROUTES.linkProblem;
void ROUTE_MATCHES_GATEWAY;

const EXPLANATIONS: Record<LinkProblemReason, { title: string; text: string }> = {
  expired: {
    title: 'This download link has expired',
    text: 'Download links in our e-mails work for a limited time. Sign in to download your videos from your dashboard.',
  },
  invalid: {
    title: 'This download link is not valid',
    text: 'The link may have been changed or cut short when it was copied. Open it exactly as it appears in the e-mail, or sign in to download your videos from your dashboard.',
  },
  missing: {
    title: 'This video is no longer available',
    text: 'The file this link points to cannot be found. Sign in to see the videos your account has.',
  },
  unavailable: {
    title: 'Downloads are not available right now',
    text: 'Something on our side is not working. Please try the link again in a few minutes.',
  },
};

const isReason = (value: string | null): value is LinkProblemReason => value !== null && Object.hasOwn(EXPLANATIONS, value);

/** Where a broken or expired e-mail download link lands in a browser (the gateway redirects here). */
export function LinkProblemPage() {
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const { title, text } = EXPLANATIONS[isReason(reason) ? reason : 'invalid'];
  return (
    <div className="container page page--centered">
      <title>{`${title} · Reelmix`}</title>
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{text}</p>
      <div className="page__actions">
        <Link to={buildRoute(ROUTES.login, { query: { redirect: ROUTES.dashboard } })} className={buttonClassName()}>
          Sign In
        </Link>
        <Link to={ROUTES.home} className={buttonClassName({ variant: 'outline' })}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
