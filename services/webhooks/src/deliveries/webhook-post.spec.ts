import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { postWebhook, type PostOutcome } from './webhook-post';

/** A loopback server that records what reached it and answers with `handle`. */
async function receiver(handle: (respond: (status: number, headers?: Record<string, string>, body?: string) => void) => void) {
  const seen: Array<{ headers: IncomingHttpHeaders; body: string; path: string }> = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ headers: request.headers, body, path: request.url ?? '' });
      handle((status, headers = {}, text = '') => {
        response.writeHead(status, headers);
        response.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A post to `http://<hostname>:<port><path>` that may connect only to 127.0.0.1. */
function postTo(hostname: string, port: number, path = '/hook', timeoutMs = 2000): Promise<PostOutcome> {
  const url = new URL(`http://${hostname}:${port}${path}`);
  return postWebhook({
    target: { ok: true, url, hostname, addresses: [{ address: '127.0.0.1', family: 4 }] },
    headers: { 'Content-Type': 'application/json' },
    body: '{"id":"e1"}',
    timeoutMs,
    keepBytes: 16,
  });
}

describe('postWebhook', () => {
  it('connects to the checked address only, naming the host in the Host header', async () => {
    const server = await receiver((respond) => respond(204));
    try {
      // The name resolves nowhere: the request can only have gone to the pinned address.
      expect(await postTo('hooks.invalid', server.port)).toEqual({ status: 204, answer: '' });
      expect(server.seen).toHaveLength(1);
      expect(server.seen[0]).toMatchObject({ path: '/hook', body: '{"id":"e1"}' });
      expect(server.seen[0].headers).toMatchObject({ host: `hooks.invalid:${server.port}`, 'content-type': 'application/json', 'content-length': '11' });
    } finally {
      await server.close();
    }
  });

  it('answers a redirect as it came, without following it', async () => {
    const server = await receiver((respond) => respond(301, { Location: '/elsewhere' }, 'moved'));
    try {
      expect(await postTo('hooks.invalid', server.port)).toEqual({ status: 301, answer: 'moved' });
      expect(server.seen.map((request) => request.path)).toEqual(['/hook']);
    } finally {
      await server.close();
    }
  });

  it('keeps only the start of a long answer', async () => {
    const server = await receiver((respond) => respond(500, {}, 'x'.repeat(10000)));
    try {
      expect(await postTo('hooks.invalid', server.port)).toEqual({ status: 500, answer: 'x'.repeat(16) });
    } finally {
      await server.close();
    }
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const server = await receiver(() => undefined);
    try {
      expect(await postTo('hooks.invalid', server.port, '/hook', 200)).toEqual({ status: null, error: 'no answer within 200 ms' });
    } finally {
      await server.close();
    }
  });

  it('reports a refused connection', async () => {
    const server = await receiver((respond) => respond(200));
    const port = server.port;
    await server.close();
    const outcome = await postTo('hooks.invalid', port);
    expect(outcome.status).toBeNull();
    expect(outcome.status === null && outcome.error).toContain('ECONNREFUSED');
  });
});
