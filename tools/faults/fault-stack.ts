import { FakeGraphApi, FakeStripe, FaultProxy, freePort, SmtpCapture } from '@reelmix/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { isolatedStackEnvironment, type StackEnvironment } from '../../e2e/fixtures/stack-env';
import { untilAllUp } from '../../e2e/fixtures/stack-process';
import { SERVICE_PORTS, type ServiceName } from '../../e2e/fixtures/service-ports';
import { WebhookReceiver } from './workload/webhook-receiver';

export { SERVICE_PORTS, type ServiceName } from '../../e2e/fixtures/service-ports';

export const ADMIN = { email: 'faults-admin@example.com', password: 'faults admin password' };
const KEPT_OUTPUT = 256 * 1024;

/**
 * `npm start` on a database, vhost and S3 server of its own, with PostgreSQL, RabbitMQ and object
 * storage reached through fault proxies, mail sent to an SMTP server on loopback that can be
 * stopped, payments through the fake Stripe API, ads published to the fake Graph API, and a
 * webhook receiver of the customers'.
 * The suite's own calls (making customers, reading the ledger's facts) go around the proxies.
 */
export class FaultStack {
  private constructor(
    private readonly environment: StackEnvironment,
    private readonly child: ChildProcess,
    private readonly exited: Promise<void>,
    private readonly kept: () => string,
    readonly gateway: string,
    readonly portOffset: number,
    readonly proxies: { database: FaultProxy; broker: FaultProxy; storage: FaultProxy },
    readonly smtp: SmtpCapture,
    readonly stripe: FakeStripe,
    /** Meta's Graph API as jobs reaches it: each publishing round seeds a token and an ad account of its own. */
    readonly meta: FakeGraphApi,
    readonly receiver: WebhookReceiver,
    readonly database: Pool,
    /** Where the suite writes the clips it uploads. */
    readonly dir: string,
  ) {}

  static async start(portOffset: number): Promise<FaultStack> {
    const environment = await isolatedStackEnvironment(portOffset);
    const env = environment.env;
    const proxies = {
      database: await FaultProxy.start(env.DATABASE_URL!),
      broker: await FaultProxy.start(env.AMQP_URL!),
      storage: await FaultProxy.start({ host: env.S3_ENDPOINT!, port: Number(env.S3_PORT) }),
    };
    const smtp = new SmtpCapture(await freePort());
    await smtp.start();
    const stripe = await FakeStripe.start();
    const meta = await FakeGraphApi.start();
    const receiver = await WebhookReceiver.start();
    const gateway = `http://127.0.0.1:${8080 + portOffset}`;
    let output = '';
    const child = spawn(process.execPath, ['tools/start.mjs'], {
      env: {
        ...process.env,
        ...env,
        DATABASE_URL: proxies.database.urlFor(env.DATABASE_URL!),
        AMQP_URL: proxies.broker.urlFor(env.AMQP_URL!),
        S3_PORT: String(proxies.storage.port),
        SKIP_BUILD: '1',
        PUBLIC_URL: gateway,
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'warn',
        STORAGE_DIR: '.data/storage',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...smtp.clientSettings(),
        STRIPE_SECRET_KEY: 'sk_test_reelmix_faults',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_reelmix_faults',
        STRIPE_PRICE_ID: 'price_pro_monthly',
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: stripe.url,
        META_GRAPH_URL: meta.url,
        META_GRAPH_VERSION: meta.version,
        // A crashed publisher's outputs are taken again after PUBLISH_LEASE_MS: seconds here, so a
        // kill mid-publish resolves within a round. Still longer than any attempt the rounds make
        // (small videos; Meta's rate limits push an output back rather than wait inside it).
        PUBLISH_POLL_MS: '500',
        PUBLISH_LEASE_MS: '15000',
        // Longer than a restart and a lease together, so only a video Meta never processes runs out.
        PUBLISH_PROCESSING_DEADLINE_MS: '45000',
        // Waits after a failure shortened from minutes to seconds, so a round ends in seconds
        // once its fault is lifted; what is retried, and how often at most, is unchanged.
        OUTAGE_RETRY_MAX_MS: '2000',
        MAIL_RETRY_BASE_MS: '1000',
        MAIL_RETRY_MAX_MS: '4000',
        WEBHOOKS_FIRST_BACKOFF_MS: '1000',
        WEBHOOKS_MAX_BACKOFF_MS: '4000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-KEPT_OUTPUT));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const database = new Pool({ connectionString: env.DATABASE_URL, max: 4 });
    const dir = mkdtempSync(join(tmpdir(), 'reelmix-faults-'));
    const stack = new FaultStack(environment, child, exited, () => output, gateway, portOffset, proxies, smtp, stripe, meta, receiver, database, dir);
    try {
      await Promise.race([
        untilAllUp(gateway, 'every service to report up', 180_000),
        exited.then(() => Promise.reject(new Error('the stack exited while starting'))),
      ]);
    } catch (error) {
      await stack.stop();
      throw new Error(`${String(error)}\n${output.slice(-8000)}`);
    }
    return stack;
  }

  /** The broker as the suite reaches it: directly, never through the proxy the services use. */
  get amqpUrl(): string {
    return this.environment.amqpUrl;
  }

  get s3(): StackEnvironment['s3'] {
    return this.environment.s3;
  }

  get bucket(): string {
    return this.environment.env.S3_BUCKET!;
  }

  portOf(service: ServiceName): number {
    return SERVICE_PORTS[service] + this.portOffset;
  }

  /** The process id of a service's current process (it changes when the supervisor restarts it). */
  async pidOf(service: ServiceName): Promise<number> {
    const live = (await (await fetch(`http://127.0.0.1:${this.portOf(service)}/health/live`)).json()) as { pid: number };
    return live.pid;
  }

  untilAllUp(timeoutMs = 120_000): Promise<void> {
    return untilAllUp(this.gateway, 'every service to report up again', timeoutMs);
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.database.query(sql, params)).rows as T[];
  }

  /** The services' last lines, for a report of what went wrong. */
  output(): string {
    return this.kept();
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGINT');
      await this.exited;
    }
    await Promise.all([this.proxies.database.close(), this.proxies.broker.close(), this.proxies.storage.close()]);
    await Promise.allSettled([this.smtp.stop(), this.stripe.close(), this.meta.stop(), this.receiver.close(), this.database.end()]);
    await this.environment.dispose();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
