import { ALL_SERVICES, type ServiceName } from '@reelmix/contracts';
import { brokerPermissionsOf } from './broker-permissions';

/** The broker account a service signs in with; `password` only where the account is created too. */
export interface BrokerAccount {
  user: string;
  password?: string;
}

/** The part of RabbitMQ's definitions format (`rabbitmqctl import_definitions`, `load_definitions`) written here. */
export interface BrokerDefinitions {
  users?: { name: string; password: string; tags: string[] }[];
  vhosts?: { name: string }[];
  permissions: { user: string; vhost: string; configure: string; write: string; read: string }[];
  topic_permissions: { user: string; vhost: string; exchange: string; write: string; read: string }[];
}

/** The account name a service gets where nothing else names it: `npm start`, Compose, the Kubernetes guide. */
export const brokerUserOf = (service: ServiceName) => `reelmix-${service}`;

/**
 * Every service's account with its permissions in `vhost`, as RabbitMQ imports them. The users
 * themselves are included only when `accounts` gives their passwords (RabbitMQ hashes a
 * `password` on import); otherwise they must exist already.
 */
export function brokerDefinitions(vhost: string, accounts: Record<ServiceName, BrokerAccount>): BrokerDefinitions {
  const services = [...ALL_SERVICES];
  const users = services.flatMap((service) => {
    const { user, password } = accounts[service];
    return password === undefined ? [] : [{ name: user, password, tags: [] }];
  });
  return {
    ...(users.length > 0 ? { users } : {}),
    permissions: services.map((service) => {
      const { configure, write, read } = brokerPermissionsOf(service);
      return { user: accounts[service].user, vhost, configure, write, read };
    }),
    topic_permissions: services.flatMap((service) =>
      brokerPermissionsOf(service).topics.map((topic) => ({ user: accounts[service].user, vhost, ...topic })),
    ),
  };
}
