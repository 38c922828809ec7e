import { createTransport, type Transporter } from 'nodemailer';
import type { OutgoingMail } from '../outbox/outgoing-mail.entity';
import type { MailTransport } from './mail-transport';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  from: string;
}

/** Sends through an SMTP server with nodemailer. */
export class SmtpMailTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.transporter = createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
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
