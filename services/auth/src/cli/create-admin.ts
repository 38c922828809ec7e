import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from '@reelmix/config';
import { CreateAdminRequest, DomainError, ErrorCode, Rpc } from '@reelmix/contracts';
import { AmqpConnection, RpcClient, validatePayload } from '@reelmix/messaging';
import { IsOptional, IsString, Matches } from 'class-validator';
import { parseArgs } from 'node:util';

/** The broker the running stack uses (same variable and default as the services), and the password. */
class CreateAdminCommandConfig {
  @Matches(/^amqps?:\/\/[^\s/]+/, { message: 'must be an amqp:// or amqps:// URL' })
  AMQP_URL: string = 'amqp://guest:guest@localhost:5672';

  /** The new admin's password, when it is not given with --password or typed at the prompt. */
  @IsOptional() @IsString()
  ADMIN_PASSWORD?: string;
}

/** Exit codes: created; refused by the service or it could not be reached; wrong use of the command. */
const EXIT = { created: 0, failed: 1, usage: 2, interrupted: 130 } as const;

const USAGE = `Creates an admin account through the running auth service.

  npm run admin:create -- --email <address> [--first-name <name>] [--last-name <name>] [--password <password>]

The password comes from --password, else the ADMIN_PASSWORD environment variable, else it is asked
for twice in a terminal, else read from the first line of standard input. At least 8 characters, and
not one of the common passwords auth refuses.
AMQP_URL names the broker of the running stack (default amqp://guest:guest@localhost:5672).`;

class UsageError extends Error {
  constructor(
    message: string,
    /** Argument mistakes show how to call the command; a bad value or a typo in the password does not need it. */
    readonly showUsage = true,
  ) {
    super(message);
  }
}
class Interrupted extends Error {}

async function main(argv: string[]): Promise<number> {
  const options = parseOptions(argv);
  if (options.help) {
    console.log(USAGE);
    return EXIT.created;
  }
  const config = loadConfig(CreateAdminCommandConfig);
  if (options.password !== undefined) {
    console.error('Note: a password given with --password can be read from the process list; ADMIN_PASSWORD or the prompt keep it private.');
  }
  const password = await passwordOf(options.password ?? config.ADMIN_PASSWORD);
  const request = { email: options.email, password, firstName: options.firstName, lastName: options.lastName };
  const checked = await validatePayload(CreateAdminRequest, withoutUndefined(request));
  if (!checked.ok) throw new UsageError(`Invalid input:\n${checked.problems.map((problem) => `  - ${problem}`).join('\n')}`, false);

  Logger.overrideLogger(['error']);
  const connection = new AmqpConnection({ url: config.AMQP_URL, name: 'auth-create-admin-command', initialRetries: 2 });
  await connection.connect();
  try {
    // Run with auth's own broker account (its AMQP_URL): the reply queue must be one of auth's.
    const rpc = new RpcClient(connection, 15_000, 'auth');
    await rpc.whenReady();
    const admin = await rpc.request('auth', Rpc.CreateAdmin, checked.value);
    const name = [admin.firstName, admin.lastName].filter(Boolean).join(' ');
    console.log(`Created admin ${admin.email} (${name}, id ${admin.id}). They can sign in at /admin/login.`);
    return EXIT.created;
  } finally {
    await connection.close();
  }
}

interface Options {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  help: boolean;
}

function parseOptions(argv: string[]): Options {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (!values.help && !values.email) throw new UsageError('--email is required');
    return {
      email: values.email,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
      help: values.help ?? false,
    };
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError((error as Error).message);
  }
}

/** A new admin's password must be typed the same twice: typed passwords are asked for twice. */
async function passwordOf(given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  if (process.stdin.isTTY) {
    const password = await askHidden('Password: ');
    if ((await askHidden('Repeat the password: ')) !== password) throw new UsageError("Passwords don't match", false);
    return password;
  }
  const line = (await readAll(process.stdin)).split(/\r?\n/)[0] ?? '';
  if (!line) throw new UsageError('No password: pass --password, set ADMIN_PASSWORD, run in a terminal to be asked, or pipe it in');
  return line;
}

/** Reads a line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (settle: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      settle();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(() => resolve(value));
        if (char === '\u0003' || char === '\u0004') return finish(() => reject(new Interrupted()));
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

function withoutUndefined(value: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Record<string, string>;
}

function failure(error: unknown): number {
  if (error instanceof Interrupted) return EXIT.interrupted;
  if (error instanceof UsageError) {
    console.error(error.showUsage ? `${error.message}\n\n${USAGE}` : error.message);
    return EXIT.usage;
  }
  if (error instanceof ConfigError) {
    console.error(`Not created: ${error.message}`);
    return EXIT.usage;
  }
  if (error instanceof DomainError) {
    const unreachable = error.code === ErrorCode.ServiceUnavailable || error.code === ErrorCode.Timeout;
    const details = Array.isArray(error.details) ? `: ${error.details.join('; ')}` : '';
    console.error(`Not created: ${error.message}${details}${unreachable ? ' (is the stack running? `npm start`)' : ''}`);
    return EXIT.failed;
  }
  console.error(`Not created: ${error instanceof Error ? error.message : String(error)} (is the stack running? \`npm start\`)`);
  return EXIT.failed;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => process.exit(failure(error)),
);
