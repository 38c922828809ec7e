import { freePort } from './free-port';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  messageId: string;
  from: string;
  /** Who the client logged in as with SMTP AUTH; undefined when it sent without logging in. */
  authUser?: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, enough to find links. */
  body: string;
}

export interface SmtpCaptureOptions {
  /** Demands SMTP AUTH with exactly these credentials (over plain text: loopback only). */
  login?: { user: string; password: string };
}

/** Undoes quoted-printable line breaks and escapes, which split and mangle long links. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function headerOf(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** A real SMTP server on loopback that keeps every message it accepts. */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  /** Logins refused for wrong credentials, to tell "wrong password" from "never arrived". */
  readonly refusedLogins: string[] = [];
  private server?: SMTPServer;

  constructor(
    readonly port: number,
    private readonly options: SmtpCaptureOptions = {},
  ) {}

  /**
   * The mail service's settings for sending here. This server offers no STARTTLS (a self-signed
   * certificate would be refused), so the client must be told not to require it: the one place a
   * stack sets SMTP_REQUIRE_TLS=false, which production refuses.
   */
  clientSettings(): Record<string, string> {
    return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(this.port), SMTP_REQUIRE_TLS: 'false' };
  }

  /** A port nothing listens on yet, so the service can be pointed at a server that is still down. */
  static freePort(): Promise<number> {
    return freePort();
  }

  async start(): Promise<void> {
    const login = this.options.login;
    const server = new SMTPServer({
      authOptional: !login,
      // AUTH without TLS is refused by default; this server only ever listens on loopback.
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      // No self-signed STARTTLS: the client would refuse the certificate.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (login && auth.username === login.user && auth.password === login.password) return callback(null, { user: auth.username });
        this.refusedLogins.push(auth.username ?? '');
        return callback(new Error('Invalid username or password'));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const split = raw.search(/\r?\n\r?\n/);
          const headers = raw.slice(0, split);
          this.messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: headerOf(headers, 'Subject'),
            messageId: headerOf(headers, 'Message-ID'),
            from: headerOf(headers, 'From'),
            authUser: typeof session.user === 'string' ? session.user : undefined,
            body: decodeQuotedPrintable(raw.slice(split)),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): CapturedMail[] {
    return this.messages.filter((message) => message.to.includes(address));
  }
}
