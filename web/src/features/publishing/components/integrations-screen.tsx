import { MetaAdsCard } from './meta-ads-card';
import { TikTokAdsCard } from './tiktok-ads-card';
import '../publishing.css';

/** The ad platforms the customer connects, so Reelmix can publish their videos and read results back. */
export function IntegrationsScreen() {
  return (
    <div className="container page publishing-page">
      <title>Integrations · Reelmix</title>
      <h1 className="page__title">Integrations</h1>
      <p className="page__lead">Connect your ad accounts to publish finished videos as ads and read their results live.</p>
      <div className="publishing-cards">
        <MetaAdsCard />
        <TikTokAdsCard />
      </div>
    </div>
  );
}
