import { uniqueName } from '@reelmix/testing';
import { execFileSync } from 'node:child_process';

const BROKER_URL = new URL(process.env.AMQP_URL ?? 'amqp://guest:guest@localhost:5672');

/**
 * A RabbitMQ virtual host of its own, so the `auth.rpc` and `auth.events` queues of the service
 * under test are shared with no other test file and no locally running stack.
 */
export class BrokerVhost {
  private constructor(readonly name: string) {}

  static create(): BrokerVhost {
    const name = uniqueName('auth_test');
    execFileSync('rabbitmqctl', ['-q', 'add_vhost', name]);
    execFileSync('rabbitmqctl', ['-q', 'set_permissions', '-p', name, decodeURIComponent(BROKER_URL.username), '.*', '.*', '.*']);
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
