#!/usr/bin/env node
// `npm start`: builds, makes sure the database exists, starts every service as its own process
// and the gateway on http://localhost:8080, then prints the URLs once everything reports up.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { serviceBrokerUrls } from './lib/broker-accounts.mjs';
import { SERVICES } from './lib/ports.mjs';
import { run } from './lib/run.mjs';
import { lastingSecrets, startSettings } from './lib/start-settings.mjs';
import { Supervisor } from './lib/supervisor.mjs';

const say = (text) => console.log(`[start] ${text}`);
// Local defaults, then .env, then the environment (see lib/start-settings.mjs).
const env = startSettings();
// The dev mailbox is npm start's alone (never an image's): with no SMTP server, mail is kept there.
env.DEV_MAILBOX ||= env.SMTP_HOST ? 'false' : 'true';
// PORT_OFFSET shifts every port, so a second stack (the end-to-end tests) can run beside yours.
const portOffset = Number(env.PORT_OFFSET ?? 0);
const gatewayPort = Number(env.GATEWAY_PORT ?? 8080 + portOffset);
const portOf = (service) => (service.name === 'gateway' ? gatewayPort : service.port + portOffset);
env.UPLOADS_URL ??= `http://127.0.0.1:${3003 + portOffset}`;
// The gateway's internal metrics port (its PORT is public); shifted like the others.
env.METRICS_PORT ??= String(9464 + portOffset);
let shuttingDown = false;

// SKIP_BUILD: for callers that have just built (the stack tests, which run side by side and
// must not rebuild dist/ under each other's feet).
if (!env.SKIP_BUILD) await run('node', ['tools/build.mjs']);
await ensureDatabase(env.DATABASE_URL).catch((error) => {
  console.error(`[start] cannot prepare the database at ${env.DATABASE_URL}: ${error.message}`);
  process.exit(1);
});
const admin = adminLogin();
Object.assign(env, lastingSecrets(env));
const broker = await serviceBrokerUrls(env.AMQP_URL, SERVICES.map((service) => service.name));
say(broker.urls ? `each service signs in to RabbitMQ with an account of its own (${broker.users.join(', ')})` : `every service signs in to RabbitMQ as AMQP_URL says: ${broker.reason}`);

const supervisor = new Supervisor({
  restartDelayMs: Number(env.RESTART_DELAY_MS ?? 5000),
  onFatal: async (reason) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.error(`[start] ${reason}; stopping everything`);
    await supervisor.stopAll();
    process.exit(1);
  },
});
for (const service of SERVICES) {
  const own = { PORT: String(portOf(service)), ...(broker.urls ? { AMQP_URL: broker.urls[service.name] } : {}) };
  const adminEnv = service.name === 'auth' ? { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } : {};
  supervisor.start(service, { ...env, ...own, ...adminEnv });
}


for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (shuttingDown) return;
    shuttingDown = true;
    say('stopping every service');
    await supervisor.stopAll();
    say('stopped');
    process.exit(0);
  });
}

await waitUntilUp();

async function waitUntilUp() {
  const started = Date.now();
  for (const service of SERVICES) {
    const port = portOf(service);
    while (!(await answers(`http://127.0.0.1:${port}/health/live`))) await pause(300);
    supervisor.markReady(service.name);
  }
  for (;;) {
    const report = await fetch(`http://127.0.0.1:${gatewayPort}/api/health`).then((r) => r.json(), () => undefined);
    if (report?.status === 'up') break;
    await pause(500);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
  Reelmix is running (all services up in ${seconds} s)

    Customer app   http://localhost:${gatewayPort}/
    Admin app      http://localhost:${gatewayPort}/admin
    Health         http://localhost:${gatewayPort}/api/health${env.DEV_MAILBOX !== 'true' ? '' : `
    Dev mailbox    http://localhost:${gatewayPort}/dev/mailbox (this machine only; with no SMTP server, mail is kept here until an admin saves SMTP settings)`}
    RabbitMQ UI    http://localhost:15672 (if the management plugin is enabled)
    Payments       ${env.STRIPE_SECRET_KEY ? 'Stripe' : 'built-in test provider: card 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 declined'}

    Admin login    ${admin.email} / ${admin.generated ? `${admin.password}  (generated, stored in .data/admin.json)` : '(password from ADMIN_PASSWORD)'}

  Ctrl-C stops everything.
`);
}

/** The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD, else generated once and kept in .data/. */
function adminLogin() {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) return { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, generated: false };
  const file = '.data/admin.json';
  if (existsSync(file)) return { ...JSON.parse(readFileSync(file, 'utf8')), generated: true };
  const login = { email: env.ADMIN_EMAIL ?? 'admin@reelmix.local', password: randomBytes(12).toString('base64url') };
  mkdirSync('.data', { recursive: true });
  writeFileSync(file, JSON.stringify(login, null, 2), { mode: 0o600 });
  return { ...login, generated: true };
}

async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      say(`creating database ${name}`);
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    }
  } finally {
    await client.end();
  }
}

async function answers(url) {
  return fetch(url).then((r) => r.ok, () => false);
}

function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
