import { ALL_SERVICES } from '@reelmix/contracts';
import { type BrokerDefinitions, brokerUserOf } from '@reelmix/messaging';
import { BrokerVhost, uniqueName } from '@reelmix/testing';
import { connect } from 'amqplib';
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { composeAccounts } from '../rabbitmq/definitions';
import { ROOT } from './lib/render-overlay';

const definitionsIn = (file: string) => JSON.parse(readFileSync(join(ROOT, 'deploy', 'rabbitmq', file), 'utf8')) as BrokerDefinitions;

/**
 * `definitions` with every account renamed by `rename` and every vhost replaced by `vhost`, so the
 * committed files load into this machine's broker without touching its real accounts or vhosts.
 */
function relocated(definitions: BrokerDefinitions, vhost: string, rename: (user: string) => string): BrokerDefinitions {
  const { vhosts: _vhosts, ...rest } = definitions;
  return {
    ...rest,
    users: definitions.users?.map((user) => ({ ...user, name: rename(user.name) })),
    permissions: definitions.permissions.map((entry) => ({ ...entry, user: rename(entry.user), vhost })),
    topic_permissions: definitions.topic_permissions.map((entry) => ({ ...entry, user: rename(entry.user), vhost })),
  };
}

const load = (definitions: BrokerDefinitions) =>
  execFileSync('rabbitmqctl', ['-q', 'import_definitions', '--format', 'json'], { input: JSON.stringify(definitions), stdio: ['pipe', 'ignore', 'pipe'] });

/** 'taken', or what the broker said when it refused `url`'s account a request for auth. */
async function askAuth(url: string): Promise<string> {
  const model = await connect(url);
  try {
    const channel = await model.createConfirmChannel();
    const refused = new Promise<string>((resolve) => channel.on('error', (error: Error) => resolve(error.message)));
    await channel.assertExchange('reelmix.rpc', 'topic', { durable: true });
    channel.publish('reelmix.rpc', 'auth.rpc', Buffer.from('{}'));
    return await Promise.race([channel.waitForConfirms().then(() => 'taken'), refused]);
  } finally {
    await model.close().catch(() => undefined);
  }
}

describe("the broker definitions the deployments load, in this machine's RabbitMQ (the series Compose pins)", () => {
  const vhost = BrokerVhost.create('reelmix_definitions');
  const tag = uniqueName('defs');
  const rename = (user: string) => `${tag}-${user}`;
  const created: string[] = [];
  const urlOf = (user: string, password: string) => {
    const url = new URL(vhost.url);
    url.username = encodeURIComponent(rename(user));
    url.password = encodeURIComponent(password);
    return url.toString();
  };

  afterAll(async () => {
    await Promise.all(created.map((user) => promisify(execFile)('rabbitmqctl', ['-q', 'delete_user', user]).catch(() => undefined)));
    vhost.delete();
  });

  it("Compose's file creates each account, which signs in with Compose's password and may do only its service's part", async () => {
    const definitions = definitionsIn('compose-definitions.json');
    created.push(...(definitions.users ?? []).map((user) => rename(user.name)));
    load(relocated(definitions, vhost.name, rename));
    const accounts = composeAccounts(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'));
    const url = (service: (typeof ALL_SERVICES)[number]) => urlOf(accounts[service].user, accounts[service].password);
    expect(await askAuth(url('gateway'))).toBe('taken');
    expect(await askAuth(url('billing'))).toBe('taken');
    expect(await askAuth(url('render'))).toMatch(/ACCESS_REFUSED - access to exchange 'reelmix\.rpc'/);
    expect(await askAuth(url('mail'))).toMatch(/ACCESS_REFUSED - access to topic 'auth\.rpc'/);
  });

  it("the Kubernetes permissions apply to accounts the operator created", async () => {
    const passwords = Object.fromEntries(ALL_SERVICES.map((service) => [service, randomBytes(12).toString('hex')]));
    const users = ALL_SERVICES.map((service) => ({ name: brokerUserOf(service), password: passwords[service], tags: [] }));
    created.push(...users.map((user) => rename(user.name)));
    load(relocated({ users, permissions: [], topic_permissions: [] }, vhost.name, rename));
    load(relocated(definitionsIn('kubernetes-permissions.json'), vhost.name, rename));
    expect(await askAuth(urlOf(brokerUserOf('gateway'), passwords.gateway))).toBe('taken');
    expect(await askAuth(urlOf(brokerUserOf('render'), passwords.render))).toMatch(/ACCESS_REFUSED - access to exchange 'reelmix\.rpc'/);
  });
});
