import { Logger } from '@nestjs/common';
import { Rpc } from '@reelmix/contracts';
import { uniqueName } from '@reelmix/testing';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Admin } from '../src/admins/admin.entity';
import { AuthTestApp } from './support/admin-test-app';

const ROOT = join(__dirname, '../../..');
const COMMAND = join(__dirname, '../src/cli/create-admin.ts');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin:create`'s script from source, as its own process, the way an operator would. */
function runCommand(args: string[], { env = {}, stdin = '' }: { env?: Record<string, string>; stdin?: string } = {}): Promise<Run> {
  const { ADMIN_PASSWORD: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ['-r', '@swc-node/register', COMMAND, ...args], {
    cwd: ROOT,
    env: { ...inherited, SWC_NODE_PROJECT: 'tsconfig.json', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('auth: `npm run admin:create` and the first admin in production', () => {
  let service: AuthTestApp;
  const warnings: string[] = [];

  beforeAll(async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
    // Production, an e-mail but no password: no admin may be made up.
    service = await AuthTestApp.start({ NODE_ENV: 'production', ADMIN_EMAIL: 'owner@example.com' });
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await service?.close();
  });

  const env = () => ({ AMQP_URL: service.vhost.url });
  const admins = () => service.db.getRepository(Admin).find();

  it('creates no admin in production without ADMIN_PASSWORD, and says how to make one', async () => {
    expect(await admins()).toEqual([]);
    expect(warnings.join('\n')).toContain('npm run admin:create');
  });

  it('creates an admin from --email and ADMIN_PASSWORD, who can then log in', async () => {
    const email = `${uniqueName('ops')}@example.com`;

    const run = await runCommand(['--email', email.toUpperCase(), '--first-name', 'Olga', '--last-name', 'Ops'], {
      env: { ...env(), ADMIN_PASSWORD: 'a long passphrase' },
    });

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Created admin ${email} (Olga Ops`);
    const grant = await service.rpc.request('auth', Rpc.AdminLogin, { email, password: 'a long passphrase' });
    expect(grant.admin).toMatchObject({ email, firstName: 'Olga', lastName: 'Ops' });
  });

  it('reads the password from standard input when it is neither given nor in the environment', async () => {
    const email = `${uniqueName('ops')}@example.com`;

    const run = await runCommand([`--email=${email}`], { env: env(), stdin: 'piped secret\n' });

    expect(run.code).toBe(0);
    expect((await service.rpc.request('auth', Rpc.AdminLogin, { email, password: 'piped secret' })).admin).toMatchObject({
      firstName: 'Admin',
      lastName: 'User',
    });
  });

  it('exits 1 with the reason when the e-mail has an admin already', async () => {
    const email = `${uniqueName('ops')}@example.com`;
    await runCommand(['--email', email, '--password', 'first one'], { env: env() });

    const run = await runCommand(['--email', email, '--password', 'second one'], { env: env() });

    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Not created: An account with this email already exists.');
    expect((await admins()).filter((admin) => admin.email === email)).toHaveLength(1);
  });

  it('exits 2 with the usage for wrong use, before asking the service', async () => {
    const before = (await admins()).length;

    const [missing, unknown, invalid, short, none] = await Promise.all([
      runCommand(['--password', 'secret12'], { env: env() }),
      runCommand(['--email', 'a@example.com', '--pasword', 'secret12'], { env: env() }),
      runCommand(['--email', 'not-an-email', '--password', 'secret12'], { env: env() }),
      runCommand(['--email', 'a@example.com'], { env: { ...env(), ADMIN_PASSWORD: 'short' } }),
      runCommand(['--email', 'a@example.com'], { env: env() }),
    ]);

    expect([missing, unknown, invalid, short, none].map((run) => run.code)).toEqual([2, 2, 2, 2, 2]);
    expect(missing.stderr).toContain('--email is required');
    expect(missing.stderr).toContain('npm run admin:create -- --email <address>');
    expect(unknown.stderr).toContain("Unknown option '--pasword'");
    expect(invalid.stderr).toContain('email must be an email');
    expect(short.stderr).toContain('password must be longer than or equal to 8 characters');
    expect(none.stderr).toContain('No password');
    expect((await admins()).length).toBe(before);
  });

  it('exits 1 and says so when the stack is not reachable', async () => {
    const run = await runCommand(['--email', 'a@example.com', '--password', 'secret12'], { env: { AMQP_URL: 'amqp://guest:guest@127.0.0.1:1' } });

    expect(run.code).toBe(1);
    expect(run.stderr).toContain('is the stack running?');
  });
});
