import { Link } from 'react-router-dom';
import { buttonClassName, Card, CardDescription, CardHeader, CardTitle } from '@reelmix/ui';
import { AFFILIATE_TERMS, PLAN_LIMITS } from '../lib/plan-limits';
import { buildRoute, ROUTES } from '../routes';

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

/** The signed-out landing content. The upload widget section joins this page when it is built. */
export function HomePage() {
  return (
    <>
      <title>Reelmix · Create ad variations in minutes</title>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <h1 id="hero-title" className="hero__title">
            Create Hundreds of Ad Variations in Minutes
          </h1>
          <p className="hero__lead">
            Upload your intros, bodies and calls to action. Reelmix renders every combination as a ready-to-run mp4, so
            you can test more creatives without more editing.
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

      <section className="section section--muted" aria-labelledby="pro-title">
        <div className="container narrow">
          <h2 id="pro-title" className="section__title">
            Go further with Pro
          </h2>
          <p>
            Pro unlocks up to {PLAN_LIMITS.pro.maxCombinations} combinations per upload and files up to{' '}
            {PLAN_LIMITS.pro.maxFileSizeMb}MB, with priority processing and a saved history of your combinations.
          </p>
          <Link to={ROUTES.pricing} className={buttonClassName({ variant: 'secondary' })}>
            See Pricing
          </Link>
        </div>
      </section>

      <section className="section" aria-labelledby="affiliate-title">
        <div className="container narrow">
          <h2 id="affiliate-title" className="section__title">
            Earn with our Affiliate Program
          </h2>
          <p>
            Earn {AFFILIATE_TERMS.commissionPercent}% commission on every subscription you refer, for up to{' '}
            {AFFILIATE_TERMS.commissionMonths} months, paid out monthly.
          </p>
          <Link
            to={buildRoute(ROUTES.login, { query: { redirect: ROUTES.affiliate } })}
            className={buttonClassName({ variant: 'outline' })}
          >
            Sign Up to Become an Affiliate
          </Link>
        </div>
      </section>
    </>
  );
}
