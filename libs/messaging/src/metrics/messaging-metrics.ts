import { defineCounter, defineGauge, defineHistogram } from '@reelmix/metrics';

// Labels name services, RPC patterns, queues and schemas: a small fixed set each. Never a message,
// user or job id, which would make a new series per message.

export type RpcOutcome = 'ok' | 'error' | 'timeout';

export const rpcDuration = defineHistogram({
  name: 'reelmix_rpc_duration_seconds',
  help: 'Time from sending an RPC request to its reply, failure or timeout, by target service, RPC name and outcome.',
  labelNames: ['target', 'rpc', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
});

export const rpcTimeouts = defineCounter({
  name: 'reelmix_rpc_timeouts_total',
  help: 'RPC requests that got no reply within their timeout, by target service and RPC name.',
  labelNames: ['target', 'rpc'] as const,
});

/**
 * `retried`: returned to the queue to run again; `dead-lettered`: parked in the dead-letter queue;
 * `given-up`: a task past its attempt limit, failed by its owner and removed.
 */
export type HandledOutcome = 'done' | 'retried' | 'dead-lettered' | 'given-up';

export const messagesHandled = defineCounter({
  name: 'reelmix_messages_handled_total',
  help: 'Messages a consumer settled, by queue and outcome (done, retried, dead-lettered, given-up).',
  labelNames: ['queue', 'outcome'] as const,
});

export const outboxBacklog = defineGauge({
  name: 'reelmix_outbox_backlog',
  help: 'Outbox rows not yet published to the broker, by service schema; sampled at each relay poll.',
  labelNames: ['schema'] as const,
});

export const queueMessages = defineGauge({
  name: 'reelmix_queue_messages',
  help: 'Messages ready in each queue this process consumes from, sampled periodically.',
  labelNames: ['queue'] as const,
});

export const deadLetterMessages = defineGauge({
  name: 'reelmix_dead_letter_messages',
  help: 'Messages parked in each dead-letter queue this process declared, sampled periodically.',
  labelNames: ['queue'] as const,
});
