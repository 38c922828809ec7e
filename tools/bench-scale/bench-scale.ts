import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchStack } from '../bench-api/bench-stack';
import { say } from '../media/bench-report';
import { followJob, type JobRun, makeBatchClips, makeCustomers, OUTPUTS_PER_JOB, startJob, uploadJob } from './batch';
import { RenderQueue } from './queue-depth';
import { environmentOf, type ExtraRender, pause, RENDER_PORT, startExtraRender } from './render-processes';
import { parseScaleOptions, type ScaleOptions } from './scale-options';
import { printScaleTable, type RoundResult } from './scale-report';
import { STACK_PORT_OFFSETS, EXTRA_STACK_PORTS } from '../../e2e/fixtures/service-ports';

/** Not used by any other stack (the tests use 20000-27000, bench:api 26000, bench's services 28000). */
const SCALE_PORT_OFFSET = STACK_PORT_OFFSETS.benchScale;
/** Extra render processes listen this far above the stack's own render port, one apart. */
const EXTRA_RENDER_PORT_GAP = EXTRA_STACK_PORTS.extraRenderGap;
const KEPT_OUTPUT = 16 * 1024;

/*
 * How render throughput grows with render processes: one stack as `npm start` runs it, and for
 * each round its own render process plus extra ones on the same `render.tasks` queue. Each round
 * queues a batch of jobs from as many customers at once, free and Pro alternating with a Pro job
 * last, so the table shows both throughput and how long the newest Pro job waits behind the rest.
 */
async function main(argv: string[]): Promise<void> {
  const options = parseScaleOptions(argv);
  say(`Render scaling: ${options.jobs} jobs at once (${OUTPUTS_PER_JOB} outputs each, 9:16) with ${options.workers.join(', ')} render processes; a stack of its own (port offset ${SCALE_PORT_OFFSET})`);
  const stack = await startBenchStack({ portOffset: SCALE_PORT_OFFSET, extraEnv: { S3_ENDPOINT: '' } });
  const dir = mkdtempSync(join(tmpdir(), 'reelmix-bench-scale-'));
  const extras: ExtraRender[] = [];
  let extraOutput = '';
  let queue: RenderQueue | undefined;
  const stopAll = async () => {
    await Promise.all(extras.splice(0).map((extra) => extra.stop()));
    await queue?.close().catch(() => undefined);
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  // Ctrl-C reaches the stack too; the extra render processes are this process's own to stop.
  const onInterrupt = () => void stopAll().finally(() => process.exit(130));
  process.once('SIGINT', onInterrupt);
  try {
    const live = (await (await fetch(`http://127.0.0.1:${stack.portOf(RENDER_PORT)}/health/live`)).json()) as { pid: number };
    const renderEnv = environmentOf(live.pid);
    queue = await RenderQueue.open(renderEnv.AMQP_URL!);
    const perProcess = await consumersOfOneProcess(queue);
    const rounds: RoundResult[] = [];
    for (const [round, workers] of options.workers.entries()) {
      for (let k = 1; k < workers; k++) {
        const port = stack.portOf(RENDER_PORT) + EXTRA_RENDER_PORT_GAP * k;
        extras.push(await startExtraRender(renderEnv, port, (text) => (extraOutput = (extraOutput + text).slice(-KEPT_OUTPUT))));
      }
      await untilConsumers(queue, workers * perProcess);
      rounds.push(await runRound(stack.gateway, renderEnv.AMQP_URL!, queue, dir, round, workers, options));
      await Promise.all(extras.splice(0).map((extra) => extra.stop()));
    }
    printScaleTable(rounds);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\nthe stack's last lines:\n${stack.output().slice(-6000)}${extraOutput ? `\nthe extra render processes' last lines:\n${extraOutput.slice(-4000)}` : ''}`);
  } finally {
    process.off('SIGINT', onInterrupt);
    await stopAll();
  }
}

async function runRound(gateway: string, amqpUrl: string, queue: RenderQueue, dir: string, round: number, workers: number, options: ScaleOptions): Promise<RoundResult> {
  const customers = await makeCustomers(amqpUrl, gateway, options.jobs);
  const jobIds: string[] = [];
  for (const [job, customer] of customers.entries()) jobIds.push(await uploadJob(gateway, customer, makeBatchClips(dir, round, job)));
  say(`  ${workers} render process${workers === 1 ? '' : 'es'}: ${options.jobs} jobs uploaded, starting them one after another`);

  const stopSampling = queue.sampleDepth();
  const following: Array<Promise<JobRun>> = [];
  for (const [i, customer] of customers.entries()) {
    const started = await startJob(gateway, customer, jobIds[i]!);
    following.push(followJob(gateway, customer, jobIds[i]!, started));
  }
  let runs: JobRun[];
  let depth: number[];
  try {
    runs = await Promise.all(following);
  } finally {
    depth = await stopSampling();
  }
  const lastPro = runs.at(-1)!;
  if (!customers.at(-1)!.pro) throw new Error('the last job queued should be a Pro one');
  const result: RoundResult = {
    workers,
    outputs: runs.reduce((sum, r) => sum + r.outputs, 0),
    ms: Math.max(...runs.map((r) => r.lastOutput)) - runs[0]!.started,
    lastProFirstOutputMs: lastPro.firstOutput - lastPro.started,
    depth,
  };
  say(`    done: ${result.outputs} outputs in ${(result.ms / 1000).toFixed(1)} s`);
  return result;
}

/** Consumers one render process holds on the queue, counted on the stack's own before any extra. */
async function consumersOfOneProcess(queue: RenderQueue): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { consumers } = await queue.check();
    if (consumers > 0) return consumers;
    if (Date.now() > deadline) throw new Error('the stack\'s render process never consumed render.tasks');
    await pause(200);
  }
}

async function untilConsumers(queue: RenderQueue, expected: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { consumers } = await queue.check();
    if (consumers === expected) return;
    if (Date.now() > deadline) throw new Error(`render.tasks has ${consumers} consumers, not the ${expected} expected`);
    await pause(200);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`bench:scale: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
