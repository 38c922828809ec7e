import { freePort, waitFor } from '@reelmix/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import { DEVELOPMENT_META_GRANT, DEVELOPMENT_META_TOKEN, DEVELOPMENT_TIKTOK_GRANT, DEVELOPMENT_TIKTOK_TOKEN } from './development-grant';

/** A Graph API list answer, as far as these checks read it. */
interface GraphList {
  data: Array<{ id: string; name: string }>;
}

/* `npm run fake-platforms`, as a developer starts it: it prints its settings and answers the seeded token. */
describe('npm run fake-platforms', () => {
  let child: ChildProcess | undefined;
  let printed = '';

  afterAll(() => {
    child?.kill('SIGTERM');
  });

  it('serves the seeded accounts, ad sets and ad groups to the printed tokens on the chosen ports', async () => {
    const port = await freePort();
    const tiktokPort = await freePort();
    child = spawn(process.execPath, ['-r', '@swc-node/register', 'tools/fake-platforms/run.ts'], {
      env: { ...process.env, FAKE_META_PORT: String(port), FAKE_TIKTOK_PORT: String(tiktokPort) },
    });
    child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    await waitFor(async () => (printed.includes('Ctrl+C') ? true : undefined), { what: 'the fake platforms to start', timeoutMs: 30000 });

    expect(printed).toContain(`META_GRAPH_URL=http://127.0.0.1:${port}`);
    expect(printed).toContain(DEVELOPMENT_META_TOKEN);
    const headers = { authorization: `Bearer ${DEVELOPMENT_META_TOKEN}` };
    const version = /META_GRAPH_VERSION=(v\d+\.\d+)/.exec(printed)![1];
    const accounts = (await (await fetch(`http://127.0.0.1:${port}/${version}/me/adaccounts?fields=id,name`, { headers })).json()) as GraphList;
    const account = DEVELOPMENT_META_GRANT.adAccounts[0]!;
    expect(accounts.data).toEqual([{ id: account.id, name: account.name }]);
    const adSets = (await (await fetch(`http://127.0.0.1:${port}/${version}/${account.id}/adsets?fields=id,name`, { headers })).json()) as GraphList;
    expect(adSets.data.map((adSet) => adSet.id)).toEqual(account.campaigns[0]!.adSets.map((adSet) => adSet.id));

    expect(printed).toContain(`TIKTOK_API_URL=http://127.0.0.1:${tiktokPort}`);
    const advertiser = DEVELOPMENT_TIKTOK_GRANT.advertiserIds[0]!;
    const query = new URLSearchParams({ advertiser_id: advertiser.id });
    const adGroups = (await (
      await fetch(`http://127.0.0.1:${tiktokPort}/open_api/v1.3/adgroup/get/?${query}`, { headers: { 'Access-Token': DEVELOPMENT_TIKTOK_TOKEN } })
    ).json()) as { code: number; data: { list: Array<{ adgroup_id: string }> } };
    expect(adGroups.code).toBe(0);
    expect(adGroups.data.list.map((adGroup) => adGroup.adgroup_id)).toEqual(advertiser.campaigns[0]!.adGroups.map((adGroup) => adGroup.id));
  });
});
