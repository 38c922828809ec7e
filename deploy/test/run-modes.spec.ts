import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCompose } from './lib/compose-check';
import { OVERLAYS, renderOverlay, ROOT } from './lib/render-overlay';

/*
 * The dev mailbox keeps every e-mail, password-reset links included, readable at /dev/mailbox. It
 * is `npm start`'s alone (DEV_MAILBOX=true, set by the launcher): no image, compose service or
 * overlay may turn it on, so the setting must not appear in any of them.
 */
const DEV_MAILBOX = 'DEV_MAILBOX';

const { compose } = checkCompose(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'));
const services = compose?.services ?? {};

describe('docker-compose.yml runs in development mode, with mail going to Mailpit', () => {
  it('runs every service it builds with NODE_ENV=development', () => {
    const built = Object.entries(services).filter(([, service]) => service.build !== undefined);
    expect(built).toHaveLength(9);
    for (const [name, service] of built) expect({ name, NODE_ENV: (service.environment as Record<string, unknown>).NODE_ENV }).toEqual({ name, NODE_ENV: 'development' });
  });

  it('sends mail to Mailpit over SMTP and never sets DEV_MAILBOX', () => {
    expect((services.mail.environment as Record<string, unknown>).SMTP_HOST).toBe('mailpit');
    expect(services.mailpit.image).toMatch(/^axllent\/mailpit:/);
    expect(JSON.stringify(compose)).not.toContain(DEV_MAILBOX);
  });
});

describe.each(OVERLAYS)('overlay %s', (overlay) => {
  const rendered = renderOverlay(overlay);
  const config = rendered.find((object) => object.kind === 'ConfigMap' && String((object.metadata as { name: string }).name).startsWith('reelmix-config-')) as { data: Record<string, string> } | undefined;

  // prod runs in production mode, which refuses unsafe settings. dev is a laptop cluster served
  // over plain http at reelmix.local with the built-in test payment provider, both of which
  // production mode refuses by design (deploy/README.md), so it runs in development mode; its
  // secrets still come from the Secret the operator creates, never from this repository.
  it(`runs NODE_ENV=${overlay === 'prod' ? 'production' : 'development'}`, () => {
    expect(config?.data.NODE_ENV).toBe(overlay === 'prod' ? 'production' : 'development');
  });

  it('never sets DEV_MAILBOX, in its ConfigMap, its containers or anywhere else', () => {
    expect(JSON.stringify(rendered)).not.toContain(DEV_MAILBOX);
  });
});

describe('deploy/k8s/secrets.example.env', () => {
  it('has no DEV_MAILBOX key for an operator to copy', () => {
    expect(readFileSync(join(ROOT, 'deploy', 'k8s', 'secrets.example.env'), 'utf8')).not.toContain(DEV_MAILBOX);
  });
});
