import { uniqueName } from './unique-name';
import { execFileSync } from 'node:child_process';

const BROKER_URL = new URL(process.env.AMQP_URL ?? 'amqp://guest:guest@localhost:5672');

/**
 * A RabbitMQ virtual host of its own, so the queues of the services under test (`auth.rpc`,
 * `jobs.events`, ...) are shared with no other test file and no locally running stack.
 */
export class BrokerVhost {
  private constructor(readonly name: string) {}

  static create(prefix = 'reelmix_test'): BrokerVhost {
    const name = uniqueName(prefix);
    execFileSync('rabbitmqctl', ['-q', 'add_vhost', name]);
    execFileSync('rabbitmqctl', ['-q', 'set_permissions', '-p', name, decodeURIComponent(BROKER_URL.username), '.*', '.*', '.*']);
    return new BrokerVhost(name);
  }

  /** One created earlier (by the run's global setup), to delete it. */
  static named(name: string): BrokerVhost {
    return new BrokerVhost(name);
  }

  get url(): string {
    const url = new URL(BROKER_URL);
    url.pathname = `/${this.name}`;
    return url.toString();
  }

  delete(): void {
    execFileSync('rabbitmqctl', ['-q', 'delete_vhost', this.name]);
  }
}
