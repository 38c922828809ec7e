import { ALL_SERVICES } from '@reelmix/contracts';
import { brokerUserOf } from '@reelmix/messaging';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { composeAccounts, composeDefinitions, KUBERNETES_VHOST, kubernetesPermissions } from '../rabbitmq/definitions';
import { OVERLAYS, renderOverlay, ROOT } from './lib/render-overlay';

const read = (...path: string[]) => readFileSync(join(ROOT, ...path), 'utf8');
const COMPOSE = read('docker-compose.yml');
const secretKeyOf = (service: string) => `AMQP_URL_${service.toUpperCase()}`;

interface ComposeService {
  environment?: Record<string, string>;
  volumes?: string[];
}

describe('Compose: one broker account per service', () => {
  const compose = parseDocument(COMPOSE, { merge: true }).toJS() as { services: Record<string, ComposeService> };
  const accounts = composeAccounts(COMPOSE);

  it('signs each service in with an account of its own, none of them the management login', () => {
    const users = ALL_SERVICES.map((service) => accounts[service].user);
    expect(users).toEqual(ALL_SERVICES.map(brokerUserOf));
    expect(new Set(ALL_SERVICES.map((service) => accounts[service].password)).size).toBe(ALL_SERVICES.length);
  });

  it('has RabbitMQ load the accounts and their permissions at boot, instead of a default user', () => {
    const rabbitmq = compose.services.rabbitmq;
    expect(rabbitmq.environment ?? {}).not.toHaveProperty('RABBITMQ_DEFAULT_USER');
    const config = /^load_definitions = (\S+)$/m.exec(read('deploy/rabbitmq/compose.conf'))?.[1];
    expect(rabbitmq.volumes).toEqual(
      expect.arrayContaining([
        './deploy/rabbitmq/compose.conf:/etc/rabbitmq/conf.d/20-reelmix.conf:ro',
        `./deploy/rabbitmq/compose-definitions.json:${config}:ro`,
      ]),
    );
  });

  it("loads exactly the permission table's accounts, with the passwords Compose signs in with", () => {
    // Out of date? node tools/launch.mjs run -r @swc-node/register deploy/rabbitmq/write-definitions.ts
    expect(JSON.parse(read('deploy/rabbitmq/compose-definitions.json'))).toEqual(composeDefinitions(COMPOSE));
  });
});

describe('Kubernetes: one broker account per service', () => {
  type Manifest = { kind: string; metadata: { name: string }; spec?: Record<string, unknown> };
  type Env = { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } };
  const secrets = Object.fromEntries(
    read('deploy/k8s/secrets.example.env')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

  it.each(OVERLAYS)("gives each Deployment's AMQP_URL a Secret key of its own, and KEDA render's (%s)", (overlay) => {
    const objects = renderOverlay(overlay) as Manifest[];
    const deployments = objects.filter((object) => object.kind === 'Deployment');
    expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual([...ALL_SERVICES].sort());
    for (const deployment of deployments) {
      const containers = (deployment.spec as { template: { spec: { containers: { env?: Env[] }[] } } }).template.spec.containers;
      const refs = containers.flatMap((container) => (container.env ?? []).filter((env) => env.name === 'AMQP_URL').map((env) => env.valueFrom?.secretKeyRef));
      expect({ deployment: deployment.metadata.name, refs }).toEqual({
        deployment: deployment.metadata.name,
        refs: [{ name: 'reelmix-secrets', key: secretKeyOf(deployment.metadata.name) }],
      });
    }
    const keda = objects.find((object) => object.kind === 'TriggerAuthentication');
    expect((keda?.spec as { secretTargetRef: { key: string }[] }).secretTargetRef.map((ref) => ref.key)).toEqual([secretKeyOf('render')]);
  });

  it("lists each key in the Secret's example, signing in as the service's account to the vhost of the permissions file", () => {
    expect(secrets).not.toHaveProperty('AMQP_URL');
    for (const service of ALL_SERVICES) {
      const url = new URL(secrets[secretKeyOf(service)]);
      expect({ service, user: url.username, vhost: url.pathname }).toEqual({ service, user: brokerUserOf(service), vhost: `/${KUBERNETES_VHOST}` });
    }
  });

  it("gives the operator exactly the permission table's permissions to import", () => {
    // Out of date? node tools/launch.mjs run -r @swc-node/register deploy/rabbitmq/write-definitions.ts
    expect(JSON.parse(read('deploy/rabbitmq/kubernetes-permissions.json'))).toEqual(kubernetesPermissions());
  });
});
