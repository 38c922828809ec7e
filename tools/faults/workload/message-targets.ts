import { BACKEND_SERVICES, type EventName, Events, Rpc } from '@reelmix/contracts';
import { eventQueueOf, RENDER_TASK_QUEUE, rpcQueueOf } from '@reelmix/messaging';
import { randomUUID } from 'node:crypto';
import type { FaultJob } from './fault-job';

/** Malformed: a body that is not JSON. Poison: JSON the consumer's contract refuses. */
export type BadMessageKind = 'malformed' | 'poison';

/**
 * What the product must do with a message it can never handle: park it in the queue's
 * dead-letter queue (events, tasks), or answer the caller with an error (requests, which have
 * no dead-letter queue: the caller is waiting).
 */
export type Refusal = 'parked' | 'error reply';

export interface MessageTarget {
  queue: string;
  refusal: Refusal;
  /**
   * The event, task or request the queue's consumer accepts. A message sent straight to a queue
   * carries it in `type` (as a redrive does), which is where every consumer reads it from then.
   */
  type: string;
  /**
   * Valid JSON that fails the contract, naming the running job and its owner where the contract
   * names them: an effect applied by mistake then shows in the job's own tallies.
   */
  poison(job: FaultJob): object;
}

const now = () => new Date().toISOString();

/**
 * The services that subscribe to events (their `@OnEvent` handlers), each with one event it
 * handles. Render has none: its work arrives on the task queue. A service added here that does
 * not declare its queue is reported by the round, so the list cannot silently go stale.
 */
const EVENT_CONSUMERS: Array<{ service: string; type: EventName; poison: (job: FaultJob) => object }> = [
  { service: 'affiliates', type: Events.UserDeleted, poison: (job) => ({ userId: job.customer.id, deletedAt: 'not a date' }) },
  {
    service: 'auth',
    type: Events.AffiliateEnrolled,
    poison: (job) => ({ userId: job.customer.id, affiliateCode: 'not a code!', enrolledAt: now() }),
  },
  { service: 'billing', type: Events.UserDeleted, poison: (job) => ({ userId: job.customer.id, deletedAt: 'not a date' }) },
  {
    service: 'jobs',
    type: Events.SegmentDone,
    poison: (job) => ({ taskId: randomUUID(), jobId: job.jobId, segmentKey: 'segments/poison.mp4', frames: 0, durationSec: -1 }),
  },
  {
    service: 'mail',
    type: Events.JobCompleted,
    poison: (job) => ({ jobId: job.jobId, userId: job.customer.id, outputCount: -1, completedAt: now() }),
  },
  { service: 'uploads', type: Events.UserDeleted, poison: (job) => ({ userId: job.customer.id, deletedAt: 'not a date' }) },
  {
    service: 'webhooks',
    type: Events.JobCompleted,
    poison: (job) => ({ jobId: job.jobId, userId: job.customer.id, outputCount: 'eight', completedAt: now() }),
  },
];

/** A render task whose source key climbs out of the bucket's prefix: refused by the contract's key pattern. */
const poisonRenderTask = (job: FaultJob) => ({
  taskId: randomUUID(),
  jobId: job.jobId,
  sourceKey: '../uploads/someone-else.mp4',
  segmentKey: `segments/${randomUUID()}.mp4`,
  placement: '9:16',
  section: 'intro',
  position: 1,
  clipName: 'poison.mp4',
});

/**
 * Every queue a service consumes, and how a bad message there is refused: each subscriber's
 * event queue, the render work queue, and each backend service's RPC queue. Requests go to the
 * health check because every backend service serves it and it changes nothing, so a bad request
 * answered by mistake does no harm; a field the contract lacks makes it poison.
 */
export function messageTargets(): MessageTarget[] {
  return [
    ...EVENT_CONSUMERS.map(({ service, type, poison }): MessageTarget => ({ queue: eventQueueOf(service), refusal: 'parked', type, poison })),
    { queue: RENDER_TASK_QUEUE, refusal: 'parked', type: Events.NormaliseRequested, poison: poisonRenderTask },
    ...BACKEND_SERVICES.map(
      (service): MessageTarget => ({ queue: rpcQueueOf(service), refusal: 'error reply', type: Rpc.HealthCheck, poison: () => ({ probe: true, verbose: true }) }),
    ),
  ];
}

/** The queues the round sends bad messages to. */
export const messageQueues = (): string[] => messageTargets().map((target) => target.queue);

/** Bytes no JSON parser accepts: an invalid UTF-8 lead byte, then a broken object. */
export const MALFORMED_BODY = Buffer.from([0xff, ...Buffer.from('{not json')]);
