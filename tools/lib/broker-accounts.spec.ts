import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluateModule } from './evaluate-module';

const MODULE = join(__dirname, 'broker-accounts.mjs');
const evaluate = (expression: string) => evaluateModule(MODULE, expression);

describe("npm start's broker accounts", () => {
  const dir = mkdtempSync(join(tmpdir(), 'reelmix-broker-accounts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates accounts only for a broker on this machine', () => {
    expect(evaluate(`['amqp://guest:guest@localhost:5672', 'amqp://127.0.0.1', 'amqps://[::1]:5671/v', 'amqp://rabbitmq:5672', 'amqps://mq.example.com'].map(imported.isLocalBroker)`)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('reads the vhost as amqplib does', () => {
    expect(evaluate(`['amqp://localhost:5672', 'amqp://localhost:5672/', 'amqp://localhost/%2F', 'amqp://localhost/reelmix_e2e_1a'].map(imported.vhostOf)`)).toEqual(['/', '/', '/', 'reelmix_e2e_1a']);
  });

  it("gives a service the same broker address, vhost and options with its own sign-in", () => {
    expect(evaluate(`imported.urlFor('amqp://guest:guest@localhost:5672/reelmix?heartbeat=10', { user: 'reelmix-render', password: 'a/b+c=' })`)).toBe(
      'amqp://reelmix-render:a%2Fb%2Bc%3D@localhost:5672/reelmix?heartbeat=10',
    );
  });

  it('names the accounts and makes a password per service once, keeps them private, and adds one for a new service', () => {
    const file = join(dir, 'broker-accounts.json');
    const first = evaluate(`imported.accountsFile(['auth', 'render'], ${JSON.stringify(file)})`) as { tag: string; passwords: Record<string, string> };
    expect(first.tag).toMatch(/^[0-9a-f]{6}$/);
    expect(Object.keys(first.passwords).sort()).toEqual(['auth', 'render']);
    expect(first.passwords.auth).not.toBe(first.passwords.render);
    expect(first.passwords.auth.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const again = evaluate(`imported.accountsFile(['auth', 'render', 'mail'], ${JSON.stringify(file)})`);
    expect(again).toEqual({ tag: first.tag, passwords: { ...first.passwords, mail: expect.any(String) } });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(again);
  });

  it('leaves a broken or remote AMQP_URL to the services, with the reason', () => {
    expect(evaluate(`await Promise.all([imported.serviceBrokerUrls('nonsense', ['auth']), imported.serviceBrokerUrls('amqp://u:p@mq.example.com:5672', ['auth'])])`)).toEqual([
      { reason: 'AMQP_URL is not an amqp:// URL' },
      { reason: 'the broker at mq.example.com:5672 is not on this machine' },
    ]);
  });
});
