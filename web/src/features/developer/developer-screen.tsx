import type { CurrentUser } from '@reelmix/contracts';
import { buttonClassName } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { hasSubscriptionAccess } from '../../lib/subscription-access';
import { ROUTES } from '../../routes';
import { ApiKeysSection } from './api-keys-section';
import { DeveloperUpsell } from './developer-upsell';
import { QuickStart } from './quick-start';
import { WebhooksSection } from './webhooks-section';
import './developer.css';

/** The Developer area: API keys, webhooks and a quick start for Pro; what it offers and the upgrade for everyone else. Ad platform connections are one click away. */
export function DeveloperScreen({ user }: { user: CurrentUser }) {
  const pro = hasSubscriptionAccess(user);
  return (
    <div className="container page developer">
      <title>Developer · Reelmix</title>
      <div className="developer-header">
        <div>
          <h1 className="page__title">Developer</h1>
          <p className="page__lead">Run Reelmix from your own tools: API keys for your scripts, webhooks to hear when work is done.</p>
        </div>
        <div className="developer-header__links">
          <Link to={ROUTES.integrations} className={buttonClassName({ variant: 'outline' })}>
            Ad platforms
          </Link>
          <Link to={ROUTES.developerReference} className={buttonClassName({ variant: 'outline' })}>
            API Reference
          </Link>
        </div>
      </div>
      {pro ? (
        <>
          <ApiKeysSection />
          <WebhooksSection />
          <QuickStart />
        </>
      ) : (
        <DeveloperUpsell />
      )}
    </div>
  );
}
