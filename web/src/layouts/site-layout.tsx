import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';

export const MAIN_CONTENT_ID = 'main-content';

export function SiteLayout() {
  return (
    <div className="site">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
