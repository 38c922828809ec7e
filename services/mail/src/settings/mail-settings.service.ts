import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  adminActionRecorded,
  AUDITED_SETTINGS,
  auditChanges,
  type EmailSettingsView,
  Events,
  type SaveEmailSettingsCommand,
  type SmtpEncryption,
} from '@reelmix/contracts';
import { SecretCipher } from '@reelmix/db';
import { OutboxWriter } from '@reelmix/messaging';
import { APP_CONFIG, CLOCK, type Clock } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import type { MailConfig } from '../mail.config';
import { OutgoingMailRepository } from '../outbox/outgoing-mail.repository';
import type { SmtpSecurity, SmtpSettings } from '../transport/smtp-mail.transport';
import { deliveryChoice } from '../transport/delivery-choice';
import { environmentSettingsView } from './environment-settings';
import type { MailSettings } from './mail-settings.entity';
import { MailSettingsRepository, type SettingsFields } from './mail-settings.repository';
import { MailErrors } from '../mail-errors';

/** Bound into the ciphertext, so the value cannot be moved into another column and decrypted there. */
export const PASSWORD_PURPOSE = 'mail.settings.smtp_password_encrypted';
const HOST_NAME = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/;

const SECURITY_OF: Record<SmtpEncryption, SmtpSecurity> = { ssl: 'ssl', tls: 'starttls', none: 'plain' };

/** The SMTP settings admins save (docs/product-rules.md#e-mail-settings): the form's view, saving, and what the transport is built from. */
@Injectable()
export class MailSettingsService {
  private readonly logger = new Logger(MailSettingsService.name);
  private readonly cipher: SecretCipher | null;

  constructor(
    private readonly settings: MailSettingsRepository,
    private readonly outbox: OutgoingMailRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: MailConfig,
    private readonly events: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.cipher = SecretCipher.fromSetting(config.MAIL_SETTINGS_KEY, PASSWORD_PURPOSE);
  }

  /** The form's values, where mail goes, and how many e-mails wait to go (the admin's page says so when there is no server). */
  async view(): Promise<EmailSettingsView> {
    const [saved, waiting] = await Promise.all([this.settings.find(), this.outbox.countWaiting(this.dataSource.manager)]);
    return saved ? viewOf(saved, waiting) : environmentSettingsView(this.config, waiting);
  }

  /**
   * An empty password keeps the stored one. Refused without MAIL_SETTINGS_KEY, so no password is
   * ever stored readable. The audit entry (`email-settings-saved`) commits with the settings: each
   * changed field before and after, the password only as replaced or kept.
   */
  async save({ settings: request, ...actor }: SaveEmailSettingsCommand): Promise<EmailSettingsView> {
    const cipher = this.cipher;
    if (!cipher) throw MailErrors.settingsKeyMissing();
    const smtpHost = request.smtpHost.trim();
    if (!HOST_NAME.test(smtpHost)) throw MailErrors.badSmtpHost();
    const fields: SettingsFields = {
      smtpHost,
      smtpPort: request.smtpPort,
      smtpUsername: request.smtpUsername.trim(),
      smtpEncryption: request.smtpEncryption,
      senderEmail: request.senderEmail.trim(),
      senderName: request.senderName.trim(),
    };
    const newPassword = request.smtpPassword !== '';
    await this.dataSource.transaction(async (manager) => {
      const before = await this.settings.findForUpdate(manager);
      await this.settings.save(fields, newPassword ? cipher.encrypt(request.smtpPassword) : undefined, manager);
      const changes = auditChanges(before ? formFieldsOf(before) : null, { ...fields }, { smtpPassword: newPassword });
      const target = { kind: 'setting', id: AUDITED_SETTINGS.emailSettings } as const;
      await this.events.add(manager, Events.AdminActionRecorded, adminActionRecorded(actor, 'email-settings-saved', { target, changes }, this.clock.now()));
    });
    this.logger.log(`E-mail settings saved: ${smtpHost}:${request.smtpPort} (${request.smtpEncryption})`);
    return this.view();
  }

  /** The saved row, or null while only the environment's settings exist. */
  saved(): Promise<MailSettings | null> {
    return this.settings.find();
  }

  /** Changes whenever anything the transport is built from changes (a re-saved password too: a new IV). */
  versionOf(saved: MailSettings): string {
    return JSON.stringify([
      saved.smtpHost,
      saved.smtpPort,
      saved.smtpUsername,
      saved.smtpPasswordEncrypted,
      saved.smtpEncryption,
      saved.senderEmail,
      saved.senderName,
    ]);
  }

  smtpOf(saved: MailSettings): SmtpSettings {
    return {
      host: saved.smtpHost,
      port: saved.smtpPort,
      security: SECURITY_OF[saved.smtpEncryption],
      user: saved.smtpUsername,
      password: this.passwordOf(saved),
      from: { name: saved.senderName, address: saved.senderEmail },
    };
  }

  /** A password that cannot be read is left out (and said so), rather than stopping all mail. */
  private passwordOf(saved: MailSettings): string {
    if (saved.smtpPasswordEncrypted === null) return '';
    if (!this.cipher) {
      this.logger.error('MAIL_SETTINGS_KEY is not set: the saved SMTP password cannot be read, so mail is sent without it');
      return '';
    }
    try {
      return this.cipher.decrypt(saved.smtpPasswordEncrypted);
    } catch {
      this.logger.error('The saved SMTP password does not decrypt with MAIL_SETTINGS_KEY (was the key changed?); an admin must save it again');
      return '';
    }
  }
}

function formFieldsOf(saved: MailSettings): SettingsFields {
  const { smtpHost, smtpPort, smtpUsername, smtpEncryption, senderEmail, senderName } = saved;
  return { smtpHost, smtpPort, smtpUsername, smtpEncryption, senderEmail, senderName };
}

function viewOf(saved: MailSettings, waiting: number): EmailSettingsView {
  return {
    delivery: { ...deliveryChoice(true, { SMTP_HOST: '', DEV_MAILBOX: false }), waiting },
    smtpHost: saved.smtpHost,
    smtpPort: saved.smtpPort,
    smtpUsername: saved.smtpUsername,
    smtpPassword: '',
    smtpPasswordSet: saved.smtpPasswordEncrypted !== null,
    smtpEncryption: saved.smtpEncryption,
    senderEmail: saved.senderEmail,
    senderName: saved.senderName,
  };
}
