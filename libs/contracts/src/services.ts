/**
 * The services behind the broker. Each name is frozen: it names the service's Postgres schema,
 * its queues (`<name>.events`, `<name>.rpc`) and its Kubernetes Deployment. Renaming one orphans
 * a schema and a queue full of messages.
 */
export const BACKEND_SERVICES = ['auth', 'billing', 'uploads', 'jobs', 'render', 'mail', 'affiliates', 'webhooks'] as const;

export type BackendService = (typeof BACKEND_SERVICES)[number];

/** Every process of the product: the backend services plus the HTTP gateway in front of them. */
export const ALL_SERVICES = ['gateway', ...BACKEND_SERVICES] as const;

export type ServiceName = (typeof ALL_SERVICES)[number];

export function isBackendService(name: string): name is BackendService {
  return (BACKEND_SERVICES as readonly string[]).includes(name);
}
