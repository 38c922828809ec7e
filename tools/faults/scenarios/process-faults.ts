import { waitFor } from '@reelmix/testing';
import type { Fault } from '../fault';
import { type FaultStack, SERVICE_PORTS, type ServiceName } from '../fault-stack';
import { jobUnderFault } from './job-under-fault';

/** Every process `npm start` runs, in the order the stack starts them. */
const SERVICES = Object.keys(SERVICE_PORTS) as ServiceName[];

/**
 * Sends `signal` to a service's process mid-job and waits for the supervisor's replacement (as
 * Kubernetes would start a new pod). Recovery is timed from the signal.
 */
function signalMidJob(service: ServiceName, signal: NodeJS.Signals): (stack: FaultStack) => ReturnType<typeof jobUnderFault> {
  return (stack) =>
    jobUnderFault(stack, async () => {
      const pid = await stack.pidOf(service);
      process.kill(pid, signal);
      const endedAt = Date.now();
      await waitFor(async () => ((await stack.pidOf(service).catch(() => pid)) !== pid ? true : undefined), {
        what: `a new ${service} process after ${signal}`,
        timeoutMs: 120_000,
        intervalMs: 200,
      });
      return { endedAt, expectedRestarts: 1 };
    });
}

export function processFaults(): Fault[] {
  return [
    { name: 'render worker kill -9 mid-job', inShortRun: true, run: signalMidJob('render', 'SIGKILL') },
    ...SERVICES.map((service): Fault => ({ name: `SIGTERM ${service} under traffic`, inShortRun: service === 'jobs', run: signalMidJob(service, 'SIGTERM') })),
  ];
}
