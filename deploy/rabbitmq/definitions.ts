import { ALL_SERVICES, type ServiceName } from '@reelmix/contracts';
import { type BrokerAccount, type BrokerDefinitions, brokerDefinitions, brokerUserOf } from '@reelmix/messaging';
import { parseDocument } from 'yaml';

/** The management UI's login on the Compose stack (local only, like every password there). */
const COMPOSE_ADMIN = { name: 'reelmix', password: 'reelmix' };

/** The vhost deploy/k8s/secrets.example.env's AMQP URLs name. */
export const KUBERNETES_VHOST = 'reelmix';

/** Each service's broker account as docker-compose.yml's AMQP_URL for it signs in. */
export function composeAccounts(composeText: string): Record<ServiceName, Required<BrokerAccount>> {
  const compose = parseDocument(composeText, { merge: true }).toJS() as { services: Record<string, { environment?: Record<string, string> }> };
  return Object.fromEntries(
    ALL_SERVICES.map((service) => {
      const url = compose.services[service]?.environment?.AMQP_URL;
      if (!url) throw new Error(`docker-compose.yml gives ${service} no AMQP_URL`);
      const { username, password } = new URL(url);
      return [service, { user: decodeURIComponent(username), password: decodeURIComponent(password) }];
    }),
  ) as Record<ServiceName, Required<BrokerAccount>>;
}

/**
 * What Compose's RabbitMQ loads at boot (deploy/rabbitmq/compose-definitions.json): the vhost,
 * the management login with every right, and each service's account as docker-compose.yml signs
 * it in, with its permissions. Loading definitions at boot replaces the default user.
 */
export function composeDefinitions(composeText: string): BrokerDefinitions {
  const services = brokerDefinitions('/', composeAccounts(composeText));
  return {
    users: [{ ...COMPOSE_ADMIN, tags: ['administrator'] }, ...(services.users ?? [])],
    vhosts: [{ name: '/' }],
    permissions: [{ user: COMPOSE_ADMIN.name, vhost: '/', configure: '.*', write: '.*', read: '.*' }, ...services.permissions],
    topic_permissions: services.topic_permissions,
  };
}

/**
 * The permissions of every service's account in the Kubernetes vhost
 * (deploy/rabbitmq/kubernetes-permissions.json): no users and no passwords, which the operator
 * creates first (deploy/README.md, The message broker).
 */
export function kubernetesPermissions(): BrokerDefinitions {
  const accounts = Object.fromEntries(ALL_SERVICES.map((service) => [service, { user: brokerUserOf(service) }]));
  return brokerDefinitions(KUBERNETES_VHOST, accounts as Record<ServiceName, BrokerAccount>);
}

/** The JSON text of a definitions file, as committed. */
export const definitionsText = (definitions: BrokerDefinitions) => `${JSON.stringify(definitions, null, 2)}\n`;
