import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import type { MailConfig } from '../mail.config';
import { DevMailboxTransport } from './dev-mailbox.transport';
import type { MailTransport } from './mail-transport';
import { SmtpMailTransport } from './smtp-mail.transport';

/**
 * Decides where mail goes: the SMTP settings of the environment, else the dev mailbox.
 * The one place to add the admin-saved SMTP settings: read them here (they win over the
 * environment) and rebuild the transport when they change. `current()` is async for that reason.
 */
@Injectable()
export class MailTransportService implements OnModuleDestroy {
  private readonly logger = new Logger(MailTransportService.name);
  private transport?: MailTransport;

  constructor(@Inject(APP_CONFIG) private readonly config: MailConfig) {}

  async current(): Promise<MailTransport> {
    if (!this.transport) {
      this.transport = this.fromEnvironment();
      this.logger.log(`Sending mail through ${this.transport.name}`);
    }
    return this.transport;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  private fromEnvironment(): MailTransport {
    const config = this.config;
    if (!config.SMTP_HOST) return new DevMailboxTransport();
    return new SmtpMailTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      user: config.SMTP_USER,
      password: config.SMTP_PASSWORD,
      from: config.MAIL_FROM,
    });
  }
}
