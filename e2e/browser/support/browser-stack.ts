import type { HealthReport } from '@reelmix/contracts';
import { waitFor } from '@reelmix/testing';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import type { S3TestServer } from '@reelmix/testing';
import { isolatedStackEnvironment, type StackEnvironment } from '../../fixtures/stack-env';
import { type StackRun, startStack } from '../../fixtures/stack-process';
import { buildApp } from './app-build';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The first admin the stack creates from ADMIN_EMAIL and ADMIN_PASSWORD at its first start. */
export const ADMIN_LOGIN = { email: 'admin@example.com', password: 'browser journeys admin' } as const;

export interface BrowserStackOptions {
  /** Names the stack's log, test-output/<name>-stack.log, so stacks running side by side keep theirs apart. */
  name?: string;
}

/**
 * One stack as `npm start` runs it (its own database, vhost and S3 server), serving fresh builds
 * of web/ and admin-web/, and one Chromium: shared by every journey, because starting either takes
 * longer than most journeys.
 */
export class BrowserStack {
  /** `localhost`, not 127.0.0.1: the upload widget treats anything else as a hosted environment. */
  readonly baseUrl: string;
  private dir = '';
  private environment?: StackEnvironment;
  private stack?: StackRun;
  private chromium?: Browser;

  constructor(
    private readonly portOffset: number,
    private readonly options: BrowserStackOptions = {},
  ) {
    this.baseUrl = `http://localhost:${8080 + portOffset}`;
  }

  get amqpUrl(): string {
    if (!this.environment) throw new Error('the stack has not started');
    return this.environment.amqpUrl;
  }

  /** The stack's object storage, to look at what it holds. */
  get s3(): S3TestServer {
    if (!this.environment) throw new Error('the stack has not started');
    return this.environment.s3;
  }

  get bucket(): string {
    if (!this.environment) throw new Error('the stack has not started');
    return this.environment.env.S3_BUCKET;
  }

  get browser(): Browser {
    if (!this.chromium) throw new Error('the browser has not started');
    return this.chromium;
  }

  /** `env`: settings on top of a fresh `npm start`'s (an SMTP server, say). */
  async start(env: Record<string, string> = {}): Promise<void> {
    this.dir = mkdtempSync(join(tmpdir(), 'reelmix-browser-'));
    for (const name of ['web', 'admin-web', 'storage', 'upload-tmp', 'render-tmp']) mkdirSync(join(this.dir, name));
    buildApp('web', join(this.dir, 'web'));
    buildApp('admin-web', join(this.dir, 'admin-web'));
    this.environment = await isolatedStackEnvironment(this.portOffset);
    this.stack = startStack({
      ...this.environment.env,
      NODE_ENV: 'development',
      PUBLIC_URL: this.baseUrl,
      WEB_DIST_DIR: join(this.dir, 'web'),
      ADMIN_WEB_DIST_DIR: join(this.dir, 'admin-web'),
      STORAGE_DIR: join(this.dir, 'storage'),
      UPLOAD_TMP_DIR: join(this.dir, 'upload-tmp'),
      RENDER_TMP_DIR: join(this.dir, 'render-tmp'),
      // As a fresh `npm start`: mail goes to the dev mailbox, cards to the built-in test provider.
      SMTP_HOST: '',
      STRIPE_SECRET_KEY: '',
      // Given, so the stack never writes a generated admin login into the developer's .data/.
      ADMIN_EMAIL: ADMIN_LOGIN.email,
      ADMIN_PASSWORD: ADMIN_LOGIN.password,
      ...env,
    });
    const [state] = await Promise.all([this.untilUp(), this.launchBrowser()]);
    if (state === 'exited') throw new Error(`the stack exited early:\n${this.stack.output()}`);
  }

  async stop(): Promise<void> {
    await this.chromium?.close();
    // The stack's own log, for reading after a failure.
    mkdirSync('test-output', { recursive: true });
    writeFileSync(`test-output/${this.options.name ?? 'browser'}-stack.log`, this.stack?.output() ?? '');
    if (this.stack?.child.exitCode === null) {
      this.stack.child.kill('SIGINT');
      await this.stack.exited;
    }
    await this.environment?.dispose();
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }

  private async launchBrowser(): Promise<void> {
    this.chromium = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  }

  /** 'up', or 'exited' at once when the stack stops (a bad setting) instead of at the timeout. */
  private untilUp(): Promise<'up' | 'exited'> {
    const stack = this.stack as StackRun;
    return waitFor(
      async () => {
        if (stack.child.exitCode !== null) return 'exited';
        const report = (await fetch(`${this.baseUrl}/api/health`).then((r) => r.json(), () => undefined)) as HealthReport | undefined;
        return report?.status === 'up' ? 'up' : undefined;
      },
      { what: 'the stack to come up', timeoutMs: 120000, intervalMs: 300 },
    );
  }
}
