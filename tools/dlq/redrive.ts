// `npm run dlq:redrive -- <service>`: moves the service's dead-lettered events back to its event
// queue, to be handled again once the cause of their failure is gone. `--queue <work queue>`
// redrives another work queue (for example the render tasks: `--queue render.tasks`).
// The broker is AMQP_URL (the same setting the services read).
import { connect } from 'amqplib';
import { eventQueueOf, redriveDeadLetters } from '@reelmix/messaging';

const USAGE = 'usage: npm run dlq:redrive -- <service> | --queue <work-queue>';

async function main(args: string[]): Promise<number> {
  const queueFlag = args.indexOf('--queue');
  const workQueue = queueFlag >= 0 ? args[queueFlag + 1] : args[0] && eventQueueOf(args[0]);
  if (!workQueue || workQueue.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const url = process.env.AMQP_URL ?? 'amqp://guest:guest@localhost:5672';
  const model = await connect(url, { clientProperties: { connection_name: 'dlq-redrive' } });
  try {
    const { from, to, moved, left } = await redriveDeadLetters(model, workQueue);
    console.log(`Moved ${moved} message(s) from ${from} to ${to}; ${left} left in ${from}`);
    return 0;
  } finally {
    await model.close().catch(() => undefined);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Redrive failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
