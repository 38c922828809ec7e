import { uniqueName } from './unique-name';
import { execFileSync } from 'node:child_process';

const BROKER_URL = new URL(process.env.AMQP_URL ?? 'amqp://guest:guest@localhost:5672');
/** RabbitMQ's management API (the rabbitmq_management plugin; .ci/run and docker-compose.yml enable it). */
const MANAGEMENT_URL = process.env.RABBITMQ_MANAGEMENT_URL ?? `http://${BROKER_URL.hostname}:15672`;
const USER = decodeURIComponent(BROKER_URL.username || 'guest');
const PASSWORD = decodeURIComponent(BROKER_URL.password || 'guest');

/**
 * Calls to the management API, made synchronously (vhosts are made and dropped in synchronous
 * code) by one short-lived Node process: about 0.15 s of CPU, where each `rabbitmqctl` call boots
 * an Erlang VM for about 0.9 s, and three of them per vhost added minutes to a test run on two
 * cores. Exit code 2: the API does not answer.
 */
const REQUESTS = `
const [auth, requests] = process.argv.slice(1);
(async () => {
  for (const { method, url, body } of JSON.parse(requests)) {
    const response = await fetch(url, { method, headers: { authorization: 'Basic ' + auth, 'content-type': 'application/json' }, body });
    if (!response.ok) throw new Error(method + ' ' + url + ': ' + response.status + ' ' + (await response.text()));
  }
})().catch((error) => { console.error(String(error.cause?.code ?? error.message)); process.exit(error.cause ? 2 : 1); });`;

/** Whether this process has found the management API answering (undefined: not tried yet). */
let managementAnswers: boolean | undefined;

/** False when the broker has no management API, so the caller falls back to rabbitmqctl. */
function viaManagementApi(requests: Array<{ method: 'PUT' | 'DELETE'; path: string; body?: object }>): boolean {
  if (managementAnswers === false) return false;
  const auth = Buffer.from(`${USER}:${PASSWORD}`).toString('base64');
  const calls = requests.map(({ method, path, body }) => ({ method, url: `${MANAGEMENT_URL}${path}`, body: body && JSON.stringify(body) }));
  try {
    execFileSync(process.execPath, ['-e', REQUESTS, auth, JSON.stringify(calls)], { stdio: ['ignore', 'ignore', 'pipe'] });
    managementAnswers = true;
    return true;
  } catch (error) {
    if (managementAnswers === undefined && (error as { status?: number }).status === 2) {
      managementAnswers = false;
      return false;
    }
    throw error;
  }
}

/**
 * A RabbitMQ virtual host of its own, so the queues of the services under test (`auth.rpc`,
 * `jobs.events`, ...) are shared with no other test file and no locally running stack.
 */
export class BrokerVhost {
  private constructor(readonly name: string) {}

  static create(prefix = 'reelmix_test'): BrokerVhost {
    const name = uniqueName(prefix);
    const vhost = encodeURIComponent(name);
    const made = viaManagementApi([
      { method: 'PUT', path: `/api/vhosts/${vhost}` },
      { method: 'PUT', path: `/api/permissions/${vhost}/${encodeURIComponent(USER)}`, body: { configure: '.*', write: '.*', read: '.*' } },
    ]);
    if (!made) {
      execFileSync('rabbitmqctl', ['-q', 'add_vhost', name]);
      execFileSync('rabbitmqctl', ['-q', 'set_permissions', '-p', name, USER, '.*', '.*', '.*']);
    }
    return new BrokerVhost(name);
  }

  /** One created earlier (by the run's global setup), to delete it. */
  static named(name: string): BrokerVhost {
    return new BrokerVhost(name);
  }

  get url(): string {
    const url = new URL(BROKER_URL);
    url.pathname = `/${this.name}`;
    return url.toString();
  }

  delete(): void {
    if (!viaManagementApi([{ method: 'DELETE', path: `/api/vhosts/${encodeURIComponent(this.name)}` }])) execFileSync('rabbitmqctl', ['-q', 'delete_vhost', this.name]);
  }
}
