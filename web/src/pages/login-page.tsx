import { Card, CardContent, Tabs } from '@reelmix/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { ForgotPasswordDialog } from '../features/account/forgot-password-dialog';
import { LoginForm } from '../features/account/login-form';
import { RegisterForm, type RegistrationForPayment } from '../features/account/register-form';
import { SignupBenefitsPanel } from '../features/account/signup-benefits-panel';
import { PaymentDialog } from '../features/payment/payment-dialog';
import { ROUTES } from '../routes';

type AccountTabKey = 'login' | 'register';

/**
 * Login and Register (docs/product-rules.md#customer-screens). `signup=pro` opens Register for Pro, `via` or
 * `ref` fill the referral code, and `redirect` is where a login lands.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signupPro = params.get('signup') === 'pro';
  const [tab, setTab] = useState<AccountTabKey>(signupPro ? 'register' : 'login');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [pending, setPending] = useState<RegistrationForPayment | null>(null);

  return (
    <div className="container page account-page">
      <title>Login · Reelmix</title>
      <div className="account-page__main">
        <h1 className="page__title">{tab === 'login' ? 'Welcome back' : 'Create your account'}</h1>
        <Card>
          <CardContent>
            <Tabs
              label="Account"
              selected={tab}
              onSelect={setTab}
              tabs={[
                {
                  key: 'login',
                  label: 'Login',
                  panel: <LoginForm redirectTo={safeRedirect(params.get('redirect'))} onForgotPassword={() => setForgotOpen(true)} />,
                },
                {
                  key: 'register',
                  label: 'Register',
                  panel: (
                    <RegisterForm
                      requestedPro={signupPro}
                      referralCode={params.get('via') ?? params.get('ref') ?? ''}
                      onReadyForPayment={setPending}
                    />
                  ),
                },
              ]}
            />
          </CardContent>
        </Card>
      </div>
      <SignupBenefitsPanel />

      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
      {pending && (
        <PaymentDialog
          open
          mode={{ kind: 'register', registration: pending }}
          onSuccess={() => void navigate(ROUTES.home)}
          onClose={() => setPending(null)}
        />
      )}
    </div>
  );
}

/** Only paths inside this site: `//evil.example` or a full URL would send a fresh login elsewhere. */
function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return ROUTES.home;
  return target;
}
