import { freePort, waitFor } from '@reelmix/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import { DEVELOPMENT_META_GRANT, DEVELOPMENT_META_TOKEN } from './development-grant';

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

  it('serves the seeded ad account and ad sets to the printed token on the chosen port', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['-r', '@swc-node/register', 'tools/fake-platforms/run.ts'], { env: { ...process.env, FAKE_META_PORT: String(port) } });
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
  });
});
