import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const ROOT = join(__dirname, '../..');

interface ComposeService {
  environment?: Record<string, string>;
  volumes?: string[];
}

/*
 * A Compose deployment must not start with a password anyone can read in this repository: the
 * first admin's password comes from the environment, or auth generates it into a file on a volume
 * of its own (and names the file, not the password, in its log).
 */
describe('docker-compose.yml: the first admin', () => {
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
  const auth = compose.services.auth;

  it('takes ADMIN_PASSWORD from the environment only, with no default', () => {
    expect(auth.environment?.ADMIN_PASSWORD).toBe('${ADMIN_PASSWORD:-}');
  });

  it('otherwise has auth generate it into a file on a volume kept across restarts', () => {
    const file = auth.environment?.ADMIN_PASSWORD_FILE ?? '';
    expect(file).toMatch(/^\/var\/lib\/reelmix\//);
    expect(auth.volumes).toContain('auth-data:/var/lib/reelmix');
  });

  it('sets no literal password for any service', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const value = service.environment?.ADMIN_PASSWORD;
      if (value !== undefined) expect({ name, value }).toEqual({ name, value: '${ADMIN_PASSWORD:-}' });
    }
  });
});
