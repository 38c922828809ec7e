// `npm start` gives each service a RabbitMQ account of its own, allowed only what its line in
// libs/messaging/src/broker-permissions.ts allows, whenever it can: the broker is on this machine
// and `rabbitmqctl` answers (it creates the accounts). Otherwise every service signs in with
// AMQP_URL's account, as it did before, and start says why.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The account names and passwords, made once per checkout and kept beside its other local secrets. Found from
 * this file's own place, not the working directory, so every stack of one checkout (yours, the
 * stack tests', a benchmark's compiled copy) signs in with the same passwords.
 */
export const PASSWORDS_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.data', 'broker-accounts.json');

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the broker of `amqpUrl` runs on this machine, where rabbitmqctl reaches it. */
export function isLocalBroker(amqpUrl) {
  return LOCAL_HOSTS.has(new URL(amqpUrl).hostname);
}

/** The vhost amqplib signs in to for `amqpUrl`: the path without its slash, `/` when empty. */
export function vhostOf(amqpUrl) {
  return decodeURIComponent(new URL(amqpUrl).pathname.slice(1)) || '/';
}

/** `amqpUrl` signed in as `user`. */
export function urlFor(amqpUrl, { user, password }) {
  const url = new URL(amqpUrl);
  url.username = encodeURIComponent(user);
  url.password = encodeURIComponent(password);
  return url.toString();
}

/**
 * What this checkout's accounts are called and their passwords, from `file`: a random tag for
 * the account names (so two checkouts on one machine, say yours and a fresh clone under test,
 * never reset each other's passwords) and a password per service, made for any it lacks. A new
 * file is created exclusively, so stacks starting together for the first time agree on it.
 */
export function accountsFile(services, file = PASSWORDS_FILE) {
  const read = () => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { tag: randomBytes(3).toString('hex'), passwords: {} });
  const kept = read();
  const missing = services.filter((service) => !kept.passwords[service]);
  if (missing.length === 0) return kept;
  for (const service of missing) kept.passwords[service] = randomBytes(24).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  if (!existsSync(file)) {
    try {
      writeFileSync(file, JSON.stringify(kept, null, 2), { mode: 0o600, flag: 'wx' });
      return kept;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      return accountsFile(services, file);
    }
  }
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify(kept, null, 2), { mode: 0o600 });
  renameSync(temporary, file);
  return read();
}

/**
 * Each service's AMQP_URL, signed in with its own account, after creating the accounts with
 * their permissions in AMQP_URL's vhost; or `{ reason }` when that cannot be done here.
 * `messagingLib` is the compiled libs/messaging (npm start builds it first).
 */
export async function serviceBrokerUrls(amqpUrl, services, { file = PASSWORDS_FILE, messagingLib = resolve('dist/libs/messaging/src/broker-definitions.js') } = {}) {
  // A URL the services will refuse is theirs to report, with every other bad setting.
  if (!URL.canParse(amqpUrl) || !/^amqps?:$/.test(new URL(amqpUrl).protocol)) return { reason: 'AMQP_URL is not an amqp:// URL' };
  if (!isLocalBroker(amqpUrl)) return { reason: `the broker at ${new URL(amqpUrl).host} is not on this machine` };
  const { brokerDefinitions, brokerUserOf } = await import(messagingLib).then((module) => module.default ?? module);
  const { tag, passwords } = accountsFile(services, file);
  const accounts = Object.fromEntries(services.map((service) => [service, { user: `${brokerUserOf(service)}-${tag}`, password: passwords[service] }]));
  // From standard input, so the passwords are never in a file rabbitmqctl (often another user) must read.
  const imported = spawnSync('rabbitmqctl', ['-q', 'import_definitions', '--format', 'json'], {
    input: JSON.stringify(brokerDefinitions(vhostOf(amqpUrl), accounts)),
    encoding: 'utf8',
  });
  if (imported.error) return { reason: `rabbitmqctl could not be run (${imported.error.code ?? imported.error.message})` };
  if (imported.status !== 0) return { reason: `rabbitmqctl failed: ${(imported.stderr || imported.stdout).trim().split('\n')[0]}` };
  return { urls: Object.fromEntries(services.map((service) => [service, urlFor(amqpUrl, accounts[service])])), users: services.map((service) => accounts[service].user) };
}
