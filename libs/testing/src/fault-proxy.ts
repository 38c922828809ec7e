import { createServer, type Server, type Socket, connect } from 'node:net';

export interface FaultProxyTarget {
  host: string;
  port: number;
}

/**
 * A TCP proxy on a loopback port in front of a real dependency (PostgreSQL, RabbitMQ, object
 * storage), so a test can make the dependency disappear for the code under test without stopping
 * the server that other processes share. Point the code's URL at `urlFor(realUrl)`.
 *
 * Faults: `cut()` drops every open connection (both ends see the socket close, as after a server
 * restart); `refuse()` stops listening, so new connections get ECONNREFUSED; `pause()` holds all
 * bytes in both directions with the sockets left open (a network partition); `latency(ms)` delays
 * every chunk. `outage()` is cut + refuse; `restore()` undoes every fault.
 */
export class FaultProxy {
  private server?: Server;
  private readonly links = new Set<Link>();
  private paused = false;
  private delayMs = 0;
  private accepted = 0;

  private constructor(
    private readonly target: FaultProxyTarget,
    private listenPort: number,
  ) {}

  /** Starts a proxy to `target` (a URL such as postgres://host:5432/db, or host and port). */
  static async start(target: string | FaultProxyTarget, port = 0): Promise<FaultProxy> {
    const proxy = new FaultProxy(typeof target === 'string' ? targetOf(target) : target, port);
    await proxy.listen();
    return proxy;
  }

  get port(): number {
    return this.listenPort;
  }

  /** The same URL with its host and port replaced by the proxy's. */
  urlFor(url: string): string {
    const rewritten = new URL(url);
    rewritten.hostname = '127.0.0.1';
    rewritten.port = String(this.listenPort);
    return rewritten.toString();
  }

  /** Connections open now, and accepted since the start (a reconnect shows as a new one). */
  get openConnections(): number {
    return this.links.size;
  }

  get acceptedConnections(): number {
    return this.accepted;
  }

  cut(): void {
    for (const link of [...this.links]) link.destroy();
  }

  async refuse(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()).unref());
  }

  pause(): void {
    this.paused = true;
    for (const link of this.links) link.pause();
  }

  latency(ms: number): void {
    this.delayMs = ms;
  }

  async outage(): Promise<void> {
    const refused = this.refuse();
    this.cut();
    await refused;
  }

  async restore(): Promise<void> {
    this.paused = false;
    this.delayMs = 0;
    for (const link of this.links) link.resume();
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    const closed = this.refuse();
    this.cut();
    await closed;
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.listenPort, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        if (address && typeof address === 'object') this.listenPort = address.port;
        this.server = server;
        resolve();
      });
    });
  }

  private accept(client: Socket): void {
    this.accepted += 1;
    const upstream = connect(this.target.port, this.target.host);
    const link = new Link(client, upstream, () => this.delayMs, () => this.links.delete(link));
    this.links.add(link);
    if (this.paused) link.pause();
  }
}

/** One proxied connection: bytes flow both ways unless paused; either end closing closes both. */
class Link {
  private paused = false;
  private readonly held: Array<{ to: Socket; chunk: Buffer }> = [];
  private closed = false;

  constructor(
    private readonly client: Socket,
    private readonly upstream: Socket,
    private readonly delay: () => number,
    private readonly onClose: () => void,
  ) {
    this.forward(client, upstream);
    this.forward(upstream, client);
    for (const socket of [client, upstream]) {
      // A reset is the expected end of a cut connection, not a failure of the proxy.
      socket.on('error', () => this.destroy());
      socket.on('close', () => this.destroy());
    }
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    for (const { to, chunk } of this.held.splice(0)) this.write(to, chunk);
  }

  destroy(): void {
    if (this.closed) return;
    this.closed = true;
    this.client.destroy();
    this.upstream.destroy();
    this.onClose();
  }

  private forward(from: Socket, to: Socket): void {
    from.on('data', (chunk: Buffer) => {
      if (this.paused) this.held.push({ to, chunk });
      else this.write(to, chunk);
    });
  }

  private write(to: Socket, chunk: Buffer): void {
    const ms = this.delay();
    if (ms > 0) setTimeout(() => !this.closed && to.write(chunk), ms);
    else if (!this.closed) to.write(chunk);
  }
}

function targetOf(url: string): FaultProxyTarget {
  const parsed = new URL(url);
  const defaults: Record<string, number> = { 'postgres:': 5432, 'postgresql:': 5432, 'amqp:': 5672, 'http:': 80 };
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaults[parsed.protocol] || 0) };
}
