import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, useToast } from '@reelmix/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackCheckoutStart } from '../features/payment/checkout-tracking';
import { PaymentDialog } from '../features/payment/payment-dialog';
import { PLAN_LIMITS, PRO_PRICE_USD_PER_MONTH, PRO_TRIAL_DAYS } from '../lib/plan-limits';
import { buildRoute, ROUTES } from '../routes';
import { useCurrentUser } from '../session/use-current-user';
import '../features/payment/pricing.css';

const PRO_FEATURES = [
  `Up to ${PLAN_LIMITS.pro.maxCombinations} video combinations`,
  `Up to ${PLAN_LIMITS.pro.maxFilesPerSection} files per section`,
  `Uploads up to ${PLAN_LIMITS.pro.maxFileSizeMb}MB per file for Pro users`,
  'Priority support',
  'Save combinations history',
  'Advanced analytics',
  'No setup fees',
  'Cancel anytime',
] as const;

/** Pricing (docs/product-rules.md#plans-and-limits): the one Pro plan and the way into its trial. */
export function PricingPage() {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [paying, setPaying] = useState(false);

  function startTrial() {
    trackCheckoutStart();
    if (user) {
      setPaying(true);
      return;
    }
    toast({ title: 'Sign Up Required', description: 'Create an account to start your free trial.' });
    void navigate(buildRoute(ROUTES.login, { query: { signup: 'pro' } }));
  }

  return (
    <div className="container page pricing">
      <title>Pricing · Reelmix</title>
      <h1 className="page__title">Simple, transparent pricing</h1>
      <p className="page__lead">One plan with everything in it. Try it free for {PRO_TRIAL_DAYS} days.</p>

      <Card className="pricing-card">
        <CardHeader>
          <Badge variant="success" className="pricing-card__badge">
            {PRO_TRIAL_DAYS}-Day Free Trial!
          </Badge>
          <CardTitle level={2}>Pro</CardTitle>
          <p className="pricing-card__price">${PRO_PRICE_USD_PER_MONTH}/month</p>
          <CardDescription>No charge during the trial. Cancel anytime before it ends.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="pricing-card__features" aria-label="Included in Pro">
            {PRO_FEATURES.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </CardContent>
        <CardFooter>
          <Button size="lg" fullWidth disabled={isLoading} onClick={startTrial}>
            {user ? 'Start Free Trial' : 'Sign up for Free Trial'}
          </Button>
        </CardFooter>
      </Card>

      <PaymentDialog
        open={paying}
        mode={{ kind: 'subscribe' }}
        onClose={() => setPaying(false)}
        onSuccess={() => {
          setPaying(false);
          toast({ title: 'Upgrade Successful!', description: 'Welcome to Pro. Your 7-day free trial has started.', variant: 'success' });
          void navigate(ROUTES.home);
        }}
      />
    </div>
  );
}
