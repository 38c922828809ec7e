import { lazy, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { LazyPage } from './layouts/lazy-page';
import { SiteLayout } from './layouts/site-layout';
import { AccountPage } from './pages/account-page';
import { AffiliatePage } from './pages/affiliate-page';
import { AffiliateSignupPage } from './pages/affiliate-signup-page';
import { ContactPage } from './pages/contact-page';
import { DashboardPage } from './pages/dashboard-page';
import { HomePage } from './pages/home-page';
import { HowItWorksPage } from './pages/how-it-works-page';
import { IntegrationsPage } from './pages/integrations-page';
import { JobAddClipsPage } from './pages/job-add-clips-page';
import { JobFramingPage } from './pages/job-framing-page';
import { JobResultsPage } from './pages/job-results-page';
import { LibraryPage } from './pages/library-page';
import { LoginPage } from './pages/login-page';
import { LinkProblemPage } from './pages/link-problem-page';
import { NotFoundPage } from './pages/not-found-page';
import { PricingPage } from './pages/pricing-page';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { RouteErrorPage } from './pages/route-error-page';
import { TermsPage } from './pages/terms-page';
import { ROUTES } from './routes';

// Only Pro customers who automate open these, so their code stays out of the first download.
const DeveloperPage = lazy(() => import('./pages/developer-page').then((page) => ({ default: page.DeveloperPage })));
const ApiReferencePage = lazy(() => import('./pages/api-reference-page').then((page) => ({ default: page.ApiReferencePage })));

/** The one route tree of the customer app (docs/product-rules.md#customer-screens). */
export const appRoutes: RouteObject[] = [
  {
    path: ROUTES.home,
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: ROUTES.howItWorks, element: <HowItWorksPage /> },
      { path: ROUTES.login, element: <LoginPage /> },
      { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
      { path: ROUTES.pricing, element: <PricingPage /> },
      { path: ROUTES.dashboard, element: <DashboardPage /> },
      { path: ROUTES.jobFraming, element: <JobFramingPage /> },
      { path: ROUTES.jobAddClips, element: <JobAddClipsPage /> },
      { path: ROUTES.jobResults, element: <JobResultsPage /> },
      { path: ROUTES.library, element: <LibraryPage /> },
      { path: ROUTES.account, element: <AccountPage /> },
      {
        path: ROUTES.developer,
        element: (
          <LazyPage>
            <DeveloperPage />
          </LazyPage>
        ),
      },
      {
        path: ROUTES.developerReference,
        element: (
          <LazyPage>
            <ApiReferencePage />
          </LazyPage>
        ),
      },
      { path: ROUTES.integrations, element: <IntegrationsPage /> },
      { path: ROUTES.affiliate, element: <AffiliatePage /> },
      { path: ROUTES.affiliateSignup, element: <AffiliateSignupPage /> },
      { path: ROUTES.teamSignupPro, element: <AffiliateSignupPage /> },
      { path: ROUTES.contact, element: <ContactPage /> },
      { path: ROUTES.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: ROUTES.terms, element: <TermsPage /> },
      { path: ROUTES.termsOfService, element: <TermsPage /> },
      { path: ROUTES.linkProblem, element: <LinkProblemPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function App() {
  // Created on mount rather than at import, so tests can import `appRoutes` without a browser router.
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
