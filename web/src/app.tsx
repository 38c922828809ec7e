import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { SiteLayout } from './layouts/site-layout';
import { ContactPage } from './pages/contact-page';
import { HomePage } from './pages/home-page';
import { HowItWorksPage } from './pages/how-it-works-page';
import { NotFoundPage } from './pages/not-found-page';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';
import { RouteErrorPage } from './pages/route-error-page';
import { TermsPage } from './pages/terms-page';
import { ROUTES } from './routes';

/**
 * The one route tree of the customer app. Screens that are not built yet (login, pricing, dashboard,
 * affiliate, password reset) are deliberately absent, so their addresses reach the not-found page
 * instead of a placeholder; the signed-in pages will get their own guarded layout route here.
 */
export const appRoutes: RouteObject[] = [
  {
    path: ROUTES.home,
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: ROUTES.howItWorks, element: <HowItWorksPage /> },
      { path: ROUTES.contact, element: <ContactPage /> },
      { path: ROUTES.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: ROUTES.terms, element: <TermsPage /> },
      { path: ROUTES.termsOfService, element: <TermsPage /> },
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
