import { type BenchStack, startBenchStack } from '../bench-api/bench-stack';
import { STACK_PORT_OFFSETS } from '../../e2e/fixtures/service-ports';

/** Not used by any other stack (the tests use 20000-27000, bench:api 26000). */
export const SERVICES_PORT_OFFSET = STACK_PORT_OFFSETS.benchServices;
/** The render service's port before the offset (tools/lib/ports.mjs). */
const RENDER_PORT = 3005;

export interface ServicesStack extends BenchStack {
  /** The render service's process id, as its own health endpoint reports it. */
  renderPid(): Promise<number>;
}

/**
 * `npm start` on its own database and vhost, run from the benchmark's compiled copy, so the
 * services run as plain JavaScript, as they ship (the stack bench:api measures, on its own ports).
 * Object storage is `npm start`'s own, the local-disk store: every clip, segment and output still
 * makes its storage round trip. The S3 test server the other stacks use runs inside this very
 * process, and its work would be counted against the services.
 */
export async function startServicesStack(): Promise<ServicesStack> {
  const stack = await startBenchStack({ portOffset: SERVICES_PORT_OFFSET, extraEnv: { S3_ENDPOINT: '' } });
  const renderPid = async () => {
    const live = (await (await fetch(`http://127.0.0.1:${stack.portOf(RENDER_PORT)}/health/live`)).json()) as { pid: number };
    return live.pid;
  };
  return { ...stack, renderPid };
}
