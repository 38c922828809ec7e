import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../lib/site-info';
import { ROUTES } from '../routes';
import { Logo } from './logo';

const FOOTER_LINKS = [
  { to: ROUTES.howItWorks, label: 'How It Works' },
  { to: ROUTES.pricing, label: 'Pricing' },
  { to: ROUTES.dashboard, label: 'Dashboard' },
  { to: ROUTES.contact, label: 'Contact Us' },
  { to: ROUTES.affiliate, label: 'Affiliate Program' },
  { to: ROUTES.privacyPolicy, label: 'Privacy Policy' },
  { to: ROUTES.terms, label: 'Terms & Conditions' },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <Logo />
          <p>
            {PRODUCT_NAME} turns your intro, body and call-to-action clips into every ad variation, rendered and ready to
            test.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="container site-footer__copyright">
        © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
