import { Worker } from 'node:worker_threads';

export interface ResetFloodOptions {
  /** The gateway's address. */
  base: string;
  /** The origin the gateway accepts writes from. */
  origin: string;
  /** Made-up links sent per second, answered or not. */
  perSecond: number;
  /** Requests awaiting an answer at most. */
  inFlight: number;
}

export interface ResetFlood {
  /** Stops sending and answers how many requests got each status (0: no answer). */
  stop(): Promise<Record<number, number>>;
}

/**
 * A flood of made-up password-reset links (random tokens) from random client addresses behind a
 * trusted proxy (the gateway must trust one hop), sent from a thread of its own so that sending it
 * costs the process that measures nothing. A steady rate rather than as fast as answered, so the
 * measurement shows the queue's behaviour rather than the sender's own saturation.
 */
export function startResetFlood(options: ResetFloodOptions): ResetFlood {
  const worker = new Worker(
    `
    const { parentPort, workerData: { base, origin, perSecond, inFlight } } = require('node:worker_threads');
    const { randomBytes } = require('node:crypto');
    const answers = {};
    const pending = new Set();
    const address = () => '198.18.' + Math.floor(Math.random() * 256) + '.' + (Math.floor(Math.random() * 254) + 1);
    const send = () => fetch(base + '/api/auth/reset-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': address() },
      body: JSON.stringify({ token: randomBytes(32).toString('base64url'), password: 'a long new password 7', confirmPassword: 'a long new password 7' }),
    }).then(async (response) => (await response.arrayBuffer(), response.status), () => 0)
      .then((status) => { answers[status] = (answers[status] ?? 0) + 1; });
    const timer = setInterval(() => {
      if (pending.size >= inFlight) return;
      const sent = send().finally(() => pending.delete(sent));
      pending.add(sent);
    }, 1000 / perSecond);
    parentPort.once('message', async () => {
      clearInterval(timer);
      await Promise.all(pending);
      parentPort.postMessage(answers);
    });
    `,
    { eval: true, workerData: options },
  );
  return {
    stop: async () => {
      const answers = new Promise<Record<number, number>>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      worker.postMessage('stop');
      const counted = await answers;
      await worker.terminate();
      return counted;
    },
  };
}
