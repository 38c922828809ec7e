// `npm run fake-platforms`: the fake Graph API (libs/testing/src/fake-meta) and the fake TikTok
// Marketing API (libs/testing/src/fake-tiktok) on fixed local ports, each seeded with a token, an
// ad account with a campaign of two ad sets and a page or identity, for trying the platform
// clients (libs/ad-platforms) without an account on either. It prints the settings that point the
// clients at them. FAKE_META_PORT and FAKE_TIKTOK_PORT choose the ports (4610 and 4611). Ctrl+C stops.
import { FakeGraphApi, FakeTikTokApi } from '@reelmix/testing';
import { DEVELOPMENT_META_GRANT, DEVELOPMENT_META_TOKEN, DEVELOPMENT_TIKTOK_GRANT, DEVELOPMENT_TIKTOK_TOKEN } from './development-grant';

const DEFAULT_META_PORT = 4610;
const DEFAULT_TIKTOK_PORT = 4611;

function portSetting(name: string, fallback: number): number {
  const port = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number, not "${process.env[name]}"`);
  return port;
}

async function main(): Promise<void> {
  const meta = await FakeGraphApi.start({ port: portSetting('FAKE_META_PORT', DEFAULT_META_PORT) });
  meta.addToken(DEVELOPMENT_META_TOKEN, DEVELOPMENT_META_GRANT);
  const tiktok = await FakeTikTokApi.start({ port: portSetting('FAKE_TIKTOK_PORT', DEFAULT_TIKTOK_PORT) });
  tiktok.addToken(DEVELOPMENT_TIKTOK_TOKEN, DEVELOPMENT_TIKTOK_GRANT);
  const [account] = DEVELOPMENT_META_GRANT.adAccounts;
  const [advertiser] = DEVELOPMENT_TIKTOK_GRANT.advertiserIds;
  console.log(
    [
      `Fake Meta Graph API on ${meta.url} (version ${meta.version})`,
      '',
      'The settings that point the Graph API client (libs/ad-platforms, metaGraphSettings) at it:',
      `  META_GRAPH_URL=${meta.url}`,
      `  META_GRAPH_VERSION=${meta.version}`,
      '',
      `System-user access token to paste: ${DEVELOPMENT_META_TOKEN}`,
      `It reaches ad account ${account!.id} (${account!.name}), its campaign's ad sets ` +
        account!.campaigns.flatMap((campaign) => campaign.adSets.map((adSet) => `${adSet.id} (${adSet.name})`)).join(' and ') +
        `, and page ${DEVELOPMENT_META_GRANT.pages[0]!.id} (${DEVELOPMENT_META_GRANT.pages[0]!.name}).`,
      '',
      `Fake TikTok Marketing API on ${tiktok.url}`,
      `  TIKTOK_API_URL=${tiktok.url}`,
      `Access token to paste: ${DEVELOPMENT_TIKTOK_TOKEN}`,
      `It reaches advertiser ${advertiser!.id} (${advertiser!.name}), its campaign's ad groups ` +
        advertiser!.campaigns.flatMap((campaign) => campaign.adGroups.map((adGroup) => `${adGroup.id} (${adGroup.name})`)).join(' and ') +
        `, and identity ${DEVELOPMENT_TIKTOK_GRANT.identities[0]!.id} (${DEVELOPMENT_TIKTOK_GRANT.identities[0]!.displayName}).`,
      '',
      'Ctrl+C stops it; nothing it holds is kept.',
    ].join('\n'),
  );
  const stop = () => void Promise.all([meta.stop(), tiktok.stop()]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
