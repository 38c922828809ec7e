// `npm run stack:containers`: the product's nine images (built by `npm run images`) started as
// containers against this machine's PostgreSQL and RabbitMQ and an S3 server on loopback, each
// of the stack's own (a database, a vhost and a bucket made for it and removed when it stops).
// What an operator runs to see the images work before deploying them; Ctrl-C stops it.
import { randomBytes } from 'node:crypto';
import { untilAllUp } from '../../e2e/fixtures/stack-process';
import { isolatedStackEnvironment } from '../../e2e/fixtures/stack-env';
import { findContainerEngine, hasImage } from './container-engine';
import { containerEnv } from './container-env';
import { CONTAINER_SERVICES, ContainerStack, imageOf } from './container-stack';

const PORT_OFFSET = Number(process.env.PORT_OFFSET ?? 0);

async function main(): Promise<void> {
  const engine = findContainerEngine();
  if ('missing' in engine) throw new Error(`${engine.missing}; install podman (apt-get install podman runc)`);
  const absent = CONTAINER_SERVICES.map(imageOf).filter((image) => !hasImage(engine, image));
  if (absent.length > 0) throw new Error(`images missing: ${absent.join(', ')}; build them with npm run images`);

  const environment = await isolatedStackEnvironment(PORT_OFFSET);
  const admin = { email: process.env.ADMIN_EMAIL ?? 'admin@reelmix.local', password: process.env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url') };
  const smtpHost = process.env.SMTP_HOST;
  const stack = new ContainerStack({
    engine,
    portOffset: PORT_OFFSET,
    prefix: 'reelmix-stack',
    env: containerEnv({
      environment,
      publicUrl: `http://localhost:${8080 + PORT_OFFSET}`,
      admin,
      smtp: smtpHost ? { host: smtpHost, port: Number(process.env.SMTP_PORT ?? 587), requireTls: process.env.SMTP_REQUIRE_TLS !== 'false' } : undefined,
    }),
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('[containers] stopping every container and removing the stack');
    await stack.removeAll();
    await environment.dispose();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const started = Date.now();
  console.log(`[containers] starting ${CONTAINER_SERVICES.length} containers with ${engine.command}`);
  await stack.startAll().catch(async (error: Error) => {
    await stack.removeAll();
    await environment.dispose();
    throw error;
  });
  await untilAllUp(stack.gateway, 'every container to report up', 180000).catch(async (error: Error) => {
    console.error(await stack.allLogs());
    await stack.removeAll();
    await environment.dispose();
    throw error;
  });
  console.log(`
  Reelmix is running in containers (all up in ${((Date.now() - started) / 1000).toFixed(1)} s)

    Customer app   http://localhost:${8080 + PORT_OFFSET}/
    Admin app      http://localhost:${8080 + PORT_OFFSET}/admin   ${admin.email} / ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : admin.password}
    Containers     ${CONTAINER_SERVICES.map((service) => stack.containerName(service)).join(' ')}
    Mail           ${smtpHost ? `SMTP ${smtpHost}` : 'no SMTP_HOST: e-mails wait in the queue (the admin e-mail page says so)'}
    Payments       built-in test provider: card 4242 4242 4242 4242

  Everything this stack stores is removed when it stops. Ctrl-C stops it.
`);
}

main().catch((error: Error) => {
  console.error(`[containers] ${error.message}`);
  process.exit(1);
});
