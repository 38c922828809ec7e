import { createTransport, type Transporter } from 'nodemailer';
import type { OutgoingMail } from '../outbox/outgoing-mail.entity';
import type { MailTransport } from './mail-transport';

/**
 * How the connection is protected. `ssl`: TLS from the first byte (port 465). `starttls`: plain,
 * then STARTTLS, and a server that does not offer it is refused. `starttls-if-offered`: STARTTLS
 * when the server offers it, else plain. `plain`: never TLS.
 */
export type SmtpSecurity = 'ssl' | 'starttls' | 'starttls-if-offered' | 'plain';

export interface SmtpSettings {
  host: string;
  port: number;
  security: SmtpSecurity;
  user: string;
  password: string;
  /** A full header value, or a name and address for nodemailer to quote and encode. */
  from: string | { name: string; address: string };
}

/** Sends through an SMTP server with nodemailer. */
export class SmtpMailTransport implements MailTransport {
  readonly name: string;
  private readonly transporter: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.name = `smtp ${settings.host}:${settings.port}`;
    this.transporter = createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.security === 'ssl',
      requireTLS: settings.security === 'starttls',
      ignoreTLS: settings.security === 'plain',
      auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
      // A server that accepts the connection and then hangs must not hold the row lock for long.
      connectionTimeout: 10000,
      greetingTimeout: 10000,
      socketTimeout: 20000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.settings.from,
      to: mail.toAddress,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      // Stable per outgoing mail, so a receiving system can recognise a resend after a crash.
      messageId: `<${mail.id}@reelmix.mail>`,
    });
  }

  close(): void {
    this.transporter.close();
  }
}
