// `npm run fake-platforms`: the fake Graph API (libs/testing/src/fake-meta) on a fixed local port,
// seeded with a token, an ad account, a campaign with two ad sets and a page, for trying the
// Graph API client (libs/ad-platforms) without a Meta account. It prints the settings that point
// the client at it.
// FAKE_META_PORT chooses the port (default 4610). Stops on Ctrl+C.
import { FakeGraphApi } from '@reelmix/testing';
import { DEVELOPMENT_META_GRANT, DEVELOPMENT_META_TOKEN } from './development-grant';

const DEFAULT_PORT = 4610;

async function main(): Promise<void> {
  const port = Number(process.env.FAKE_META_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`FAKE_META_PORT must be a port number, not "${process.env.FAKE_META_PORT}"`);
  const meta = await FakeGraphApi.start({ port });
  meta.addToken(DEVELOPMENT_META_TOKEN, DEVELOPMENT_META_GRANT);
  const [account] = DEVELOPMENT_META_GRANT.adAccounts;
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
      'Ctrl+C stops it; nothing it holds is kept.',
    ].join('\n'),
  );
  const stop = () => void meta.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
