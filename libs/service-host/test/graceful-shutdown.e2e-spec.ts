import { ReadinessService } from '@reelmix/health';
import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { shutDown } from '../src/graceful-shutdown';
import { startSlowRequestApp } from './fixtures/slow-request-app';

const GRACE_MS = 1500;

/** A connection that has sent the head of an upload and a little of its body, and then nothing. */
function openSlowUpload(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: 1000000\r\n\r\n');
      socket.write(Buffer.alloc(1000));
      setTimeout(() => resolve(socket), 100);
    });
    socket.on('error', reject);
  });
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });
}

/*
 * A service told to stop must not linger behind a client that never finishes its request: it
 * stops listening at once, says it is down, and after the grace cuts the connection and exits.
 */
describe('service host: stopping with a request still open', () => {
  it('exits within the grace after SIGTERM although a client keeps its upload open', async () => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, 'fixtures/slow-request-process.ts'), String(GRACE_MS)], {
      env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.json' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)));
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /ready (\d+)/.exec(output);
        if (ready) resolve(Number(ready[1]));
      });
    });
    child.removeAllListeners('exit');
    const slow = await openSlowUpload(port);
    const cut = new Promise<void>((resolve) => slow.once('close', () => resolve()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const signalledAt = Date.now();
    child.kill('SIGTERM');

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await refusesConnections(port)).toBe(true);
    const code = await exited;
    const took = Date.now() - signalledAt;
    await cut;
    expect(code).toBe(0);
    expect(took).toBeGreaterThanOrEqual(GRACE_MS - 100);
    expect(took).toBeLessThan(GRACE_MS + 2000);
    expect(output).toContain(`requests still open after ${GRACE_MS} ms`);
  });

  it('says down from the moment it stops listening, and cuts the open connection at the deadline', async () => {
    const { app, port } = await startSlowRequestApp();
    const readiness = app.get(ReadinessService);
    expect((await readiness.check()).status).toBe('up');
    const slow = await openSlowUpload(port);
    const cut = new Promise<number>((resolve) => slow.once('close', () => resolve(Date.now())));
    let exitCode: number | undefined;
    const started = Date.now();

    const stopping = shutDown(app, { graceMs: GRACE_MS, log: () => undefined, exit: (code) => (exitCode = code) });

    expect(await readiness.check()).toEqual({ status: 'down', checks: { http: 'down', broker: 'up' } });
    expect(await refusesConnections(port)).toBe(true);
    expect(exitCode).toBeUndefined();
    await stopping;
    expect(exitCode).toBe(0);
    expect((await cut) - started).toBeLessThan(GRACE_MS + 500);
  });

  it('lets a request that finishes within the grace finish, and exits without waiting for the deadline', async () => {
    const { app, port } = await startSlowRequestApp();
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\nConnection: close\r\n\r\n12345');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // Let the server take the request in: a connection with no request yet is idle and is closed.
    await new Promise((resolve) => setTimeout(resolve, 100));
    let exitCode: number | undefined;
    const started = Date.now();

    const stopping = shutDown(app, { graceMs: 10_000, log: () => undefined, exit: (code) => (exitCode = code) });
    setTimeout(() => socket.write('67890'), 200);
    await stopping;
    await closed;

    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    expect(exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('ends a keep-alive connection a client keeps busy after its next answer, instead of waiting out the grace', async () => {
    const { app, port } = await startSlowRequestApp();
    // A poller on one keep-alive connection, asking again 20 ms after each answer; the stop comes
    // while one of its requests is in progress, so the connection is not idle then.
    let polling = true;
    const answers: string[] = [];
    let stopping: Promise<void> | undefined;
    let exitCode: number | undefined;
    let started = 0;
    for (let request = 0; polling; request++) {
      const answer = fetch(`http://127.0.0.1:${port}/poll`).catch(() => undefined);
      if (request === 3) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        started = Date.now();
        stopping = shutDown(app, { graceMs: 10_000, log: () => undefined, exit: (code) => (exitCode = code) }).then(() => void (polling = false));
      }
      const response = await answer;
      if (response) answers.push(response.headers.get('connection') ?? '');
      await response?.text();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await stopping;

    expect(exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
    // The request in progress was answered as before; the next one was told the connection ends.
    expect(answers.slice(0, 5)).toEqual(['keep-alive', 'keep-alive', 'keep-alive', 'keep-alive', 'close']);
  });
});
