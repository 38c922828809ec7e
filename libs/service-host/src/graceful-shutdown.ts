import type { INestApplication } from '@nestjs/common';
import { ServingState } from '@reelmix/health';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Once connections are cut, how long the rest of the close (broker, database, workers) may take. */
export const CLOSE_AFTER_CUT_MS = 5_000;

export interface ShutdownOptions {
  /** How long requests in progress may run after the signal before their connections are cut. */
  graceMs: number;
  log: (message: string) => void;
  /** Ends the process; tests pass their own. */
  exit?: (code: number) => void;
}

/**
 * Stops the service on SIGTERM or SIGINT with a deadline. Nest's own shutdown hooks wait for every
 * open HTTP connection, so one client that never finishes its upload kept a stopping process
 * alive for minutes: not serving, not exiting, never restarted. Here the server stops listening
 * at once and readiness says down; requests in progress get `graceMs`, then every connection is
 * cut; the rest of the close gets CLOSE_AFTER_CUT_MS more, after which the process exits anyway.
 */
export function stopOnSignals(app: INestApplication, options: ShutdownOptions): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    options.log(`${signal} received: stopping (requests in progress have ${options.graceMs} ms)`);
    void shutDown(app, options);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** The shutdown itself, also called directly by tests. Resolves once `exit` has been called. */
export async function shutDown(app: INestApplication, options: ShutdownOptions): Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  markStopping(app);
  const server = app.getHttpServer() as Server;

  let exited = false;
  const finish = (code: number) => {
    if (exited) return;
    exited = true;
    clearTimeout(cut);
    clearTimeout(hardStop);
    exit(code);
  };
  const cut = setTimeout(() => {
    options.log(`requests still open after ${options.graceMs} ms: closing their connections`);
    server.closeAllConnections();
  }, options.graceMs);
  const hardStop = setTimeout(() => {
    options.log(`the service did not finish closing ${CLOSE_AFTER_CUT_MS} ms after its connections were cut: exiting`);
    finish(1);
  }, options.graceMs + CLOSE_AFTER_CUT_MS);

  try {
    await stopListening(server);
    clearTimeout(cut);
    // The HTTP side is done; now the broker consumers, outbox relays and database close in order.
    await app.close();
    finish(0);
  } catch (error) {
    options.log(`error while stopping: ${error instanceof Error ? error.stack : String(error)}`);
    finish(1);
  }
}

/** Refuses new connections now; resolves when the ones open have ended (or been cut). */
function stopListening(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  // A client that keeps its keep-alive connection busy (a probe or a page polling every few hundred
  // ms) is never idle when the idle ones are closed, and held the close for the whole grace: every
  // answer from now on says `Connection: close`, so each connection ends after its next request.
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => response.setHeader('Connection', 'close'));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections between requests would otherwise hold the close until they time out.
  server.closeIdleConnections();
  return closed;
}

function markStopping(app: INestApplication): void {
  try {
    app.get(ServingState, { strict: false }).markStopping();
  } catch {
    // An app without the health module has no readiness to report.
  }
}
