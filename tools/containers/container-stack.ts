import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_PORTS, type ServiceName } from '../../e2e/fixtures/service-ports';
import { type ContainerEngine, engine } from './container-engine';

/** The images' PORT build argument is the same port. */
export const CONTAINER_PORTS = SERVICE_PORTS;
export type ContainerServiceName = ServiceName;
export const CONTAINER_SERVICES = Object.keys(CONTAINER_PORTS) as ContainerServiceName[];

/** The tag `npm run images` gives each service's image. */
export function imageOf(service: ContainerServiceName): string {
  return `reelmix/${service}:local`;
}

export interface ContainerStackOptions {
  engine: ContainerEngine;
  /** Settings every container gets (database, broker, storage, secrets, mail). */
  env: Record<string, string>;
  /** Shifts every port, as PORT_OFFSET does for `npm start`. */
  portOffset: number;
  /** Names the containers `<prefix>-<instance>`, so two stacks never share one. */
  prefix: string;
}

/**
 * The product's nine images started as containers on the host's network, so they reach the
 * PostgreSQL, RabbitMQ, S3 and SMTP servers that listen on this machine's loopback (which a
 * container bridge cannot). Settings go through an env file readable by its owner only, never
 * on a command line where `ps` would show the secrets.
 */
export class ContainerStack {
  private readonly dir = mkdtempSync(join(tmpdir(), 'reelmix-containers-'));
  private readonly instances = new Map<string, { service: ContainerServiceName; port: number }>();

  constructor(private readonly options: ContainerStackOptions) {}

  get gateway(): string {
    return `http://127.0.0.1:${this.portOf('gateway')}`;
  }

  portOf(service: ContainerServiceName): number {
    return CONTAINER_PORTS[service] + this.options.portOffset;
  }

  containerName(instance: string): string {
    return `${this.options.prefix}-${instance}`;
  }

  /** Every service once, each instance named after its service. */
  async startAll(): Promise<void> {
    for (const service of CONTAINER_SERVICES) await this.start(service);
  }

  /**
   * One container of `service`. A second one of a service (another render worker) takes its own
   * instance name and port: on the host's network each process needs a port of its own.
   */
  async start(service: ContainerServiceName, instance: string = service, port = this.portOf(service)): Promise<void> {
    this.instances.set(instance, { service, port });
    const envFile = join(this.dir, `${instance}.env`);
    const lines = Object.entries(this.envFor(service, port)).map(([key, value]) => `${key}=${value}`);
    writeFileSync(envFile, `${lines.join('\n')}\n`, { mode: 0o600 });
    chmodSync(envFile, 0o600);
    await engine(this.options.engine, ['rm', '--force', '--ignore', this.containerName(instance)]).catch(() => '');
    await engine(this.options.engine, [
      'run',
      '--detach',
      '--name',
      this.containerName(instance),
      '--network',
      'host',
      // The image's HEALTHCHECK needs systemd timers under podman; readiness is polled instead.
      ...(this.options.engine.command === 'podman' ? ['--no-healthcheck'] : []),
      '--env-file',
      envFile,
      imageOf(service),
    ]);
  }

  /** Sends a signal to a container's main process (tini passes it on to node). */
  async signal(instance: string, signal: 'TERM' | 'KILL'): Promise<void> {
    await engine(this.options.engine, ['kill', '--signal', signal, this.containerName(instance)]);
  }

  /** The container's exit code once it has stopped. */
  async exitCode(instance: string, timeoutMs = 30000): Promise<number> {
    const ended = Date.now() + timeoutMs;
    for (;;) {
      const state = await engine(this.options.engine, ['inspect', '--format', '{{.State.Status}} {{.State.ExitCode}}', this.containerName(instance)]);
      const [status, code] = state.split(' ');
      if (status === 'exited' || status === 'stopped') return Number(code);
      if (Date.now() > ended) throw new Error(`${this.containerName(instance)} still ${status} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** A stopped or killed container replaced by a new one from the same image and settings. */
  async replace(instance: string): Promise<void> {
    const known = this.instances.get(instance);
    if (!known) throw new Error(`no container ${instance} in this stack`);
    await this.start(known.service, instance, known.port);
  }

  async logs(instance: string): Promise<string> {
    return engine(this.options.engine, ['logs', this.containerName(instance)]).catch((error: Error) => error.message);
  }

  /** Every container's log, for reading after a failure. */
  async allLogs(): Promise<string> {
    const parts: string[] = [];
    for (const instance of this.instances.keys()) parts.push(`===== ${instance}\n${await this.logs(instance)}`);
    return parts.join('\n');
  }

  async removeAll(): Promise<void> {
    const names = [...this.instances.keys()].map((instance) => this.containerName(instance));
    if (names.length > 0) await engine(this.options.engine, ['rm', '--force', '--time', '5', ...names]).catch(() => '');
    rmSync(this.dir, { recursive: true, force: true });
  }

  private envFor(service: ContainerServiceName, port: number): Record<string, string> {
    const own: Record<string, string> = { PORT: String(port) };
    if (service === 'gateway') {
      own.UPLOADS_URL = `http://127.0.0.1:${this.portOf('uploads')}`;
      own.METRICS_PORT = String(9464 + this.options.portOffset);
    }
    return { ...this.options.env, ...own };
  }
}
