import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName, Card, CardDescription, CardHeader, CardTitle, useToast } from '@reelmix/ui';
import { JobProgressPanel } from '../features/jobs/job-progress-panel';
import { PaymentDialog } from '../features/payment/payment-dialog';
import { UploadWidget } from '../features/upload/upload-widget';
import { AFFILIATE_TERMS, PLAN_LIMITS } from '../lib/plan-limits';
import { queryKeys } from '../lib/query-keys';
import { hasSubscriptionAccess } from '../lib/subscription-access';
import { buildRoute, ROUTES } from '../routes';
import { useCurrentUser } from '../session/use-current-user';

const BENEFITS = [
  {
    title: 'Scale Performance',
    text: 'Put every variation in front of your audience and find the winning combination faster.',
  },
  {
    title: 'Test Creatives',
    text: 'Compare hooks, bodies and calls to action side by side without re-editing a single clip.',
  },
  {
    title: 'Rapid Creation',
    text: 'Turn a handful of clips into dozens of finished ads with one upload.',
  },
  {
    title: 'Cost Efficient',
    text: 'Skip the hours of manual cutting and spend your budget on the ads that work.',
  },
] as const;

/**
 * The home page (docs/product-rules.md#customer-screens): the landing content for visitors, the upload widget for everyone,
 * the job panel once a job exists, the Pro pitch for anyone without Pro and the affiliate section.
 */
export function HomePage() {
  const { user } = useCurrentUser();
  const [jobId, setJobId] = useState<string | null>(null);
  const signedIn = Boolean(user);

  return (
    <>
      <title>Reelmix · Create ad variations in minutes</title>
      {!signedIn && <Hero />}

      <section className="section" aria-labelledby="create-title">
        <div className="container">
          {/* Signed-in visitors get no hero, so this becomes the page's main heading. */}
          {signedIn ? (
            <h1 id="create-title" className="section__title">
              Create Video Variations
            </h1>
          ) : (
            <h2 id="create-title" className="section__title">
              Create Video Variations
            </h2>
          )}
          <UploadWidget onJobStarted={setJobId} onComplete={setJobId} />
          {jobId && <JobProgressPanel key={jobId} jobId={jobId} onStartOver={() => setJobId(null)} />}
        </div>
      </section>

      {!signedIn && <Benefits />}
      {!hasSubscriptionAccess(user) && <ProSection signedIn={signedIn} />}
      <AffiliateSection signedIn={signedIn} />
    </>
  );
}

function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <h1 id="hero-title" className="hero__title">
          Create Hundreds of Ad Variations in Minutes
        </h1>
        <p className="hero__lead">
          Upload your intros, bodies and calls to action. Reelmix renders every combination as a ready-to-run mp4, so you
          can test more creatives without more editing.
        </p>
        <div className="hero__actions">
          <Link to={ROUTES.pricing} className={buttonClassName({ size: 'lg' })}>
            Get Started For Free
          </Link>
          <Link to={ROUTES.howItWorks} className={buttonClassName({ size: 'lg', variant: 'outline' })}>
            Watch Demo
          </Link>
        </div>
      </div>
    </section>
  );
}

function Benefits() {
  return (
    <section className="section" aria-labelledby="benefits-title">
      <div className="container">
        <h2 id="benefits-title" className="section__title">
          Why media buyers use Reelmix
        </h2>
        <ul className="card-grid" role="list">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title}>
              <Card className="benefit-card">
                <CardHeader>
                  <CardTitle>{benefit.title}</CardTitle>
                  <CardDescription>{benefit.text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Visitors are sent to pricing; a signed-in free user upgrades here through the payment dialog. */
function ProSection({ signedIn }: { signedIn: boolean }) {
  const [paymentOpen, setPaymentOpen] = useState(false);
  const { toast } = useToast();
  const queryClient = useQueryClient();

  function paymentSucceeded() {
    setPaymentOpen(false);
    // The new subscription raises the upload limits at once.
    void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    toast({
      title: 'Payment Successful',
      description: `You now have access to up to ${PLAN_LIMITS.pro.maxCombinations} video combinations.`,
      variant: 'success',
    });
  }

  return (
    <section className="section section--muted" aria-labelledby="pro-title">
      <div className="container narrow">
        <h2 id="pro-title" className="section__title">
          Go further with Pro
        </h2>
        <p>
          Pro unlocks up to {PLAN_LIMITS.pro.maxCombinations} combinations per upload and files up to{' '}
          {PLAN_LIMITS.pro.maxFileSizeMb}MB, with priority processing and a saved history of your combinations.
        </p>
        {signedIn ? (
          <Button variant="secondary" onClick={() => setPaymentOpen(true)}>
            Upgrade to Pro
          </Button>
        ) : (
          <Link to={ROUTES.pricing} className={buttonClassName({ variant: 'secondary' })}>
            See Pricing
          </Link>
        )}
        {/* The dialog loads the card provider's script itself, only once it opens. */}
        <PaymentDialog
          open={paymentOpen}
          mode={{ kind: 'subscribe' }}
          onSuccess={paymentSucceeded}
          onClose={() => setPaymentOpen(false)}
        />
      </div>
    </section>
  );
}

function AffiliateSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="section" aria-labelledby="affiliate-title">
      <div className="container narrow">
        <h2 id="affiliate-title" className="section__title">
          Earn with our Affiliate Program
        </h2>
        <p>
          Earn {AFFILIATE_TERMS.commissionPercent}% commission on every subscription you refer, for up to{' '}
          {AFFILIATE_TERMS.commissionMonths} months, paid out monthly.
        </p>
        {signedIn ? (
          <Link to={ROUTES.affiliate} className={buttonClassName({ variant: 'outline' })}>
            View Your Affiliate Dashboard
          </Link>
        ) : (
          <Link
            to={buildRoute(ROUTES.login, { query: { redirect: ROUTES.affiliate } })}
            className={buttonClassName({ variant: 'outline' })}
          >
            Sign Up to Become an Affiliate
          </Link>
        )}
      </div>
    </section>
  );
}
