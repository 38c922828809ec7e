import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import type { MailConfig } from '../mail.config';
import { MailSettingsService } from '../settings/mail-settings.service';
import { deliveryChoice } from './delivery-choice';
import { DevMailboxTransport } from './dev-mailbox.transport';
import { environmentSmtp } from './environment-smtp';
import type { MailTransport } from './mail-transport';
import { SmtpMailTransport } from './smtp-mail.transport';

/**
 * Decides where mail goes: the SMTP settings an admin saved, else those of the environment,
 * else the dev mailbox when DEV_MAILBOX is on, else nowhere (null: the sender leaves mail queued).
 * The saved row is read on every call (one primary-key lookup per mail or idle pass), so a save
 * takes effect with the next pass on every replica, not only the one that took the save; the
 * transport itself is rebuilt only when what it is built from has changed.
 */
@Injectable()
export class MailTransportService implements OnModuleDestroy {
  private readonly logger = new Logger(MailTransportService.name);
  private active?: { version: string; transport: MailTransport | null };

  constructor(
    @Inject(APP_CONFIG) private readonly config: MailConfig,
    private readonly settings: MailSettingsService,
  ) {}

  /** Where to send now, or null while there is nowhere to send: mail then stays queued. */
  async current(): Promise<MailTransport | null> {
    const saved = await this.settings.saved();
    const version = saved ? `saved ${this.settings.versionOf(saved)}` : 'environment';
    if (this.active?.version === version) return this.active.transport;
    this.active?.transport?.close();
    const transport = saved ? new SmtpMailTransport(this.settings.smtpOf(saved)) : this.fromEnvironment();
    // The settings view reports the same choice (deliveryChoice) to the admin app.
    this.active = { version, transport };
    if (transport) this.logger.log(`Sending mail through ${transport.name} (${saved ? 'settings saved by an admin' : 'environment settings'})`);
    else this.logger.warn('No SMTP server is configured (SMTP_HOST is empty and no admin saved settings): mail stays queued until one is');
    return transport;
  }

  onModuleDestroy(): void {
    this.active?.transport?.close();
  }

  private fromEnvironment(): MailTransport | null {
    const { transport } = deliveryChoice(false, this.config);
    if (transport === 'none') return null;
    if (transport === 'dev-mailbox') return new DevMailboxTransport();
    return new SmtpMailTransport(environmentSmtp(this.config));
  }
}
