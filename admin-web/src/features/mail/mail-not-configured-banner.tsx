import { buttonClassName } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../routes';

/** docs/product-rules.md#e-mail-to-a-user: shown, and sending held back, while the mail service has no way to send. */
export function MailNotConfiguredBanner() {
  return (
    <div className="banner banner--warning" role="alert">
      <div>
        <h2 className="banner__title">Email Not Configured</h2>
        <p className="banner__text">Please configure SMTP settings in the Admin Settings before sending emails.</p>
      </div>
      <Link to={ROUTES.settings} className={buttonClassName({ variant: 'outline' })}>
        Go to Settings
      </Link>
    </div>
  );
}
