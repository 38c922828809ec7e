import { EVENT_PAYLOADS, type EventName, isEventName, isRpcPattern, RPC_REQUESTS, type RpcPattern } from '@reelmix/contracts';
import { parseJson, validatePayload } from '@reelmix/messaging';
import type { FaultJob } from './fault-job';
import { MALFORMED_BODY, messageQueues, messageTargets } from './message-targets';

const job = { jobId: '6f1c1f4e-8f2a-4d7e-9a55-1c2b3d4e5f60', customer: { id: '0b7e2f6a-3c1d-4e5f-8a9b-0c1d2e3f4a5b' } } as FaultJob;

const contractOf = (type: string): new () => object => {
  if (isEventName(type)) return EVENT_PAYLOADS[type as EventName] as new () => object;
  if (isRpcPattern(type)) return RPC_REQUESTS[type as RpcPattern] as new () => object;
  throw new Error(`${type} is neither an event nor a request in the contracts`);
};

describe('the bad messages of the message fault', () => {
  it('reaches every event queue, the render work queue and the RPC queues', () => {
    const queues = messageQueues();
    expect(queues.length).toBeGreaterThan(0);
    expect(queues).toEqual(expect.arrayContaining(['jobs.events', 'mail.events', 'webhooks.events', 'render.tasks', 'jobs.rpc']));
    expect(new Set(queues).size).toBe(queues.length);
  });

  it('sends a body no JSON parser accepts', () => {
    expect(parseJson(MALFORMED_BODY).ok).toBe(false);
  });

  it.each(messageTargets().map((target) => [target.queue, target] as const))('sends %s poison its contract refuses', async (_queue, target) => {
    const checked = await validatePayload(contractOf(target.type), target.poison(job));
    expect(checked.ok).toBe(false);
  });
});
