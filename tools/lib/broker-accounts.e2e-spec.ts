import { BrokerVhost, waitFor } from '@reelmix/testing';
import { connect } from 'amqplib';
import { join } from 'node:path';
import { evaluateModule } from './evaluate-module';

const MODULE = join(__dirname, 'broker-accounts.mjs');
const SERVICES = ['gateway', 'auth', 'billing', 'uploads', 'jobs', 'render', 'mail', 'affiliates', 'webhooks'];

/** What the broker answers `url`'s account when it publishes a request for auth. */
async function askAuth(url: string): Promise<string> {
  const model = await connect(url);
  try {
    const channel = await model.createConfirmChannel();
    let refusal: string | undefined;
    channel.on('error', (error: Error) => (refusal = error.message));
    await channel.assertExchange('reelmix.rpc', 'topic', { durable: true });
    const sent = await new Promise<string>((resolve) =>
      channel.publish('reelmix.rpc', 'auth.rpc', Buffer.from('{}'), {}, (error: unknown) => resolve(error ? 'refused' : 'taken')),
    );
    return sent === 'taken' ? sent : await waitFor(async () => refusal, { what: 'the refusal' });
  } finally {
    await model.close().catch(() => undefined);
  }
}

describe('the broker accounts npm start creates (built first: it reads the compiled table)', () => {
  const vhost = BrokerVhost.create('reelmix_start_accounts');
  afterAll(() => vhost.delete());

  it("gives each service its own sign-in to AMQP_URL's vhost, limited to what the service does", async () => {
    const { urls } = evaluateModule(MODULE, `await imported.serviceBrokerUrls(${JSON.stringify(vhost.url)}, ${JSON.stringify(SERVICES)})`) as {
      urls: Record<string, string>;
    };
    const users = SERVICES.map((service) => decodeURIComponent(new URL(urls[service]).username));
    expect(new Set(users).size).toBe(SERVICES.length);
    for (const [service, user] of SERVICES.map((service, index) => [service, users[index]])) expect(user).toMatch(new RegExp(`^reelmix-${service}-[0-9a-f]{6}$`));
    expect(SERVICES.map((service) => new URL(urls[service]).pathname)).toEqual(SERVICES.map(() => `/${vhost.name}`));

    expect(await askAuth(urls.gateway)).toBe('taken');
    expect(await askAuth(urls.render)).toMatch(/ACCESS_REFUSED - access to exchange 'reelmix\.rpc'/);
    expect(await askAuth(urls.jobs)).toMatch(/ACCESS_REFUSED - access to exchange 'reelmix\.rpc'/);
    expect(await askAuth(urls.uploads)).toMatch(/ACCESS_REFUSED - access to topic 'auth\.rpc'/);
  });
});
