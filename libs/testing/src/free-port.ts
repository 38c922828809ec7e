import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

/**
 * Ports handed to servers that a test starts later, or stops and starts again on the same port.
 * They lie below the kernel's ephemeral range (32768-60999 here), which outgoing connections draw
 * from: a port probed free in that range can be taken by any client socket before the server
 * binds it. They also lie above the fixed blocks the e2e stacks use (20000-28999).
 */
const LOWEST = 30000;
const HIGHEST = 32767;
const ATTEMPTS = 50;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A loopback port that nothing listens on now and no outgoing connection will take. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = randomInt(LOWEST, HIGHEST + 1);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${HIGHEST} after ${ATTEMPTS} attempts`);
}
