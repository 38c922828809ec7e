/**
 * Secret values anyone can read: committed to this repository, or a server's own default. Fine on
 * a laptop; production refuses every one of them (see production-rules.ts). Each line says where
 * the value comes from; `known-public-secrets.spec.ts` reads the committed files and fails when a
 * secret in them is missing here, so a new example value cannot slip past production mode.
 */
const KNOWN_PUBLIC_SECRETS: ReadonlySet<string> = new Set([
  // docker-compose.yml: the local stack's INTERNAL_TOKEN, DOWNLOAD_LINK_SECRET and MAIL_SETTINGS_KEY.
  'local-internal-token-change-me',
  'local-download-link-secret-change-me-0123456789',
  '6c6f63616c2d6f6e6c792d6b65792d6368616e67652d6d652d706c6561736521',
  // docker-compose.yml: the local stack's BILLING_SETTINGS_KEY, WEBHOOKS_SECRETS_KEY, RESET_LINK_KEY and AD_TOKENS_KEY.
  '6c6f63616c2d6f6e6c792d62696c6c696e672d6b65792d6368616e67652d6d65',
  '6c6f63616c2d6f6e6c792d686f6f6b732d6b65792d6368616e67652d6d652121',
  '6c6f63616c2d6f6e6c792d72657365742d6b65792d6368616e67652d6d652121',
  '6c6f63616c2d6f6e6c792d61642d746f6b656e732d6368616e67652d6d652121',
  // docker-compose.yml: the PostgreSQL password (reelmix:reelmix in DATABASE_URL), also RabbitMQ's
  // management login (deploy/rabbitmq/compose-definitions.json), and MinIO's root password, which
  // is S3_SECRET_KEY.
  'reelmix',
  'reelmix-secret',
  // docker-compose.yml: each service's own broker account's password, in its AMQP_URL.
  'local-gateway-broker-password',
  'local-auth-broker-password',
  'local-billing-broker-password',
  'local-uploads-broker-password',
  'local-jobs-broker-password',
  'local-render-broker-password',
  'local-mail-broker-password',
  'local-affiliates-broker-password',
  'local-webhooks-broker-password',
  // deploy/k8s/secrets.example.env: the placeholder of every secret.
  'CHANGE_ME',
  // .env.example and the services' default AMQP_URL (amqp://guest:guest@localhost:5672); also
  // RabbitMQ's own default user, which amqplib logs in as when a URL names no password.
  'guest',
  // The servers' own defaults: PostgreSQL's superuser name as a password, MinIO's root password.
  'postgres',
  'minioadmin',
  // Test settings, so a stack started with them is refused: e2e/fixtures/stack-env.ts,
  // e2e/fixtures/in-process-stack.ts, services/{gateway,mail,uploads}/test/support, libs/testing's
  // S3 server, and the fault suite's Stripe key (tools/faults/fault-stack.ts).
  'e2e-download-link-secret-0123456789abcdef',
  'in-process-internal-token-0123456789',
  'in-process-download-link-secret-0123456789',
  'test-internal-token-0123456789',
  'test-download-link-secret-0123456789',
  'mail-test-download-link-secret-0123456789',
  'uploads-test-internal-token-0123456789',
  'S3RVER',
  'sk_test_reelmix_faults',
]);

/** Whether `value` is a secret anyone can read (see the list above). */
export function isKnownPublicSecret(value: string): boolean {
  return KNOWN_PUBLIC_SECRETS.has(value);
}
