import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { OVERLAYS, type Overlay, renderOverlay, ROOT } from './lib/render-overlay';

// Kept literal rather than imported from libs/contracts: this test guards the deployment files
// on their own, so a rename in code must be matched here by hand, on purpose.
const SERVICES = ['gateway', 'auth', 'billing', 'uploads', 'jobs', 'render', 'mail', 'affiliates', 'webhooks'];


// Only the fields these checks read; rendered manifests carry many more.
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: Spec;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

interface Spec {
  replicas?: number;
  template?: { spec: { containers: Container[]; initContainers?: Container[] } };
  rules?: { host?: string; http: { paths: { backend: { service: { name: string } } }[] } }[];
  tls?: { hosts?: string[] }[];
  scaleTargetRef?: { name: string };
  triggers?: { type: string; metadata: Record<string, string> }[];
  minReplicaCount?: number;
}

interface ComposeService {
  image?: string;
  build?: { dockerfile?: string; args?: Record<string, string> };
}

interface Container {
  name: string;
  image?: string;
  livenessProbe?: { httpGet?: { path?: string } };
  readinessProbe?: { httpGet?: { path?: string } };
  resources?: { requests?: Record<string, unknown>; limits?: Record<string, unknown> };
  env?: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
}

function kustomize(overlay: Overlay): Manifest[] {
  return renderOverlay(overlay) as unknown as Manifest[];
}

function containersOf(deployment: Manifest): Container[] {
  const pod = deployment.spec?.template?.spec;
  return [...(pod?.initContainers ?? []), ...(pod?.containers ?? [])];
}

function secretKeys(): Set<string> {
  const text = readFileSync(join(ROOT, 'deploy', 'k8s', 'secrets.example.env'), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('=')[0]),
  );
}

describe.each(OVERLAYS)('kustomize overlay %s', (overlay) => {
  let manifests: Manifest[];
  const ofKind = (kind: string) => manifests.filter((m) => m.kind === kind);
  const named = (kind: string, name: string) => ofKind(kind).find((m) => m.metadata.name === name);

  beforeAll(() => {
    manifests = kustomize(overlay);
  });

  it('has a Deployment and a Service for every service', () => {
    for (const name of SERVICES) {
      expect(named('Deployment', name)).toBeDefined();
      expect(named('Service', name)).toBeDefined();
    }
  });

  it('gives every container a tagged image, both probes, and cpu/memory requests and limits', () => {
    for (const deployment of ofKind('Deployment')) {
      for (const c of containersOf(deployment)) {
        const where = `${deployment.metadata.name}/${c.name}`;
        expect({ where, tagged: /:[\w][\w.-]*$|@sha256:[0-9a-f]{64}$/.test(c.image ?? '') }).toEqual({ where, tagged: true });
        expect({ where, live: c.livenessProbe?.httpGet?.path }).toEqual({ where, live: '/health/live' });
        expect({ where, ready: c.readinessProbe?.httpGet?.path }).toEqual({ where, ready: '/health/ready' });
        for (const kind of ['requests', 'limits'] as const) {
          for (const resource of ['cpu', 'memory']) {
            expect({ where, kind, resource, set: c.resources?.[kind]?.[resource] != null }).toEqual({
              where,
              kind,
              resource,
              set: true,
            });
          }
        }
      }
    }
  });

  it('carries no Secret values and references only keys of secrets.example.env', () => {
    for (const secret of ofKind('Secret')) {
      expect({ name: secret.metadata.name, data: secret.data ?? {}, stringData: secret.stringData ?? {} }).toEqual({
        name: secret.metadata.name,
        data: {},
        stringData: {},
      });
    }
    const known = secretKeys();
    for (const deployment of ofKind('Deployment')) {
      for (const c of containersOf(deployment)) {
        for (const ref of (c.env ?? []).map((e) => e.valueFrom?.secretKeyRef).filter((r) => r !== undefined)) {
          expect({ ref, known: ref.name === 'reelmix-secrets' && known.has(ref.key) }).toEqual({ ref, known: true });
        }
      }
    }
  });

  it('routes the Ingress to the gateway Service only', () => {
    const ingresses = ofKind('Ingress');
    expect(ingresses).toHaveLength(1);
    const rules = ingresses[0].spec?.rules ?? [];
    const backends = rules.flatMap((rule) => rule.http.paths.map((p) => p.backend.service.name));
    expect(backends.length).toBeGreaterThan(0);
    expect(new Set(backends)).toEqual(new Set(['gateway']));
    expect(rules[0].host).toEqual(expect.any(String));
  });

  it('scales render on the render.tasks queue with KEDA', () => {
    const scaled = named('ScaledObject', 'render');
    expect(scaled?.spec?.scaleTargetRef?.name).toBe('render');
    expect(scaled?.spec?.triggers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'rabbitmq', metadata: expect.objectContaining({ queueName: 'render.tasks' }) }),
      ]),
    );
    // A fixed replica count would fight the autoscaler on every apply.
    expect(named('Deployment', 'render')?.spec?.replicas).toBeUndefined();
  });

  if (overlay === 'prod') {
    it('serves HTTPS and runs an available gateway and render pool', () => {
      const ingress = ofKind('Ingress')[0];
      expect(ingress.spec?.tls?.[0]?.hosts).toContain(ingress.spec?.rules?.[0].host);
      expect(named('Deployment', 'gateway')?.spec?.replicas).toBeGreaterThanOrEqual(2);
      expect(named('ScaledObject', 'render')?.spec?.minReplicaCount).toBeGreaterThanOrEqual(2);
    });
  }
});

describe('docker-compose.yml', () => {
  // merge: the file shares env blocks through YAML anchors and `<<` keys.
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const services = compose.services;

  it('runs every service plus postgres, rabbitmq, minio and a mail catcher', () => {
    const names = Object.keys(services);
    expect(names).toEqual(expect.arrayContaining([...SERVICES, 'postgres', 'rabbitmq', 'minio']));
    const images = Object.values(services).map((s) => String(s.image ?? ''));
    expect(images.some((image) => /mailpit|mailhog|maildev/.test(image))).toBe(true);
  });

  it('builds each service from the one Dockerfile with its own SERVICE argument', () => {
    for (const name of SERVICES) {
      expect(services[name].build).toMatchObject({ dockerfile: 'deploy/docker/Dockerfile', args: { SERVICE: name } });
    }
  });
});
