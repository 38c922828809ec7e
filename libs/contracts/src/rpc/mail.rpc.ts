// class-transformer's @Type reads decorator metadata as the class is defined.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { AdminActor } from './admin-audit.rpc';

/** Mail kept by the dev mailbox (`npm start` with no SMTP server), newest first. */
export class DevMailboxRequest {
  @IsInt() @Min(1) @Max(200) limit!: number;
}

export interface DevMailboxMessageView {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export const SMTP_ENCRYPTIONS = ['none', 'tls', 'ssl'] as const;
export type SmtpEncryption = (typeof SMTP_ENCRYPTIONS)[number];

/**
 * Where mail goes right now, decided by the same rule the sender uses: an admin's saved SMTP
 * settings, else the environment's, else the dev mailbox where `npm start` turned it on
 * (DEV_MAILBOX), else nowhere yet: `none`, and mail waits in the outbox until SMTP settings are
 * saved. `canSend` is false only then, so the composer and the test e-mail agree.
 */
export interface MailDeliveryView {
  transport: 'smtp' | 'dev-mailbox' | 'none';
  source: 'saved' | 'environment';
  canSend: boolean;
  /** E-mails queued and not sent yet: held for want of a server, or retried after a failure. */
  waiting: number;
}

/**
 * The e-mail settings (docs/product-rules.md#e-mail-settings). The password is never sent back: `smtpPassword` is empty and
 * `smtpPasswordSet` says whether one is stored.
 */
export interface EmailSettingsView {
  delivery: MailDeliveryView;
  smtpHost: string;
  smtpPort: number;
  smtpUsername: string;
  smtpPassword: string;
  smtpPasswordSet: boolean;
  smtpEncryption: SmtpEncryption;
  senderEmail: string;
  senderName: string;
}

/** Saved by an admin; wins over the environment's SMTP settings. Messages: docs/product-rules.md#e-mail-settings. */
export class SaveEmailSettingsRequest {
  @IsString() @MinLength(1, { message: 'SMTP host is required' }) @MaxLength(253) smtpHost!: string;
  @IsInt({ message: 'SMTP port is required' }) @Min(1, { message: 'SMTP port is required' }) @Max(65535) smtpPort!: number;
  @IsString() @MinLength(1, { message: 'SMTP username is required' }) @MaxLength(254) smtpUsername!: string;
  /** Empty keeps the stored password. */
  @IsString() @MaxLength(500) smtpPassword!: string;
  @IsIn(SMTP_ENCRYPTIONS) smtpEncryption!: SmtpEncryption;
  @IsEmail({}, { message: 'Invalid email address' }) senderEmail!: string;
  @IsString() @MinLength(1, { message: 'Sender name is required' }) @MaxLength(200) senderName!: string;
}

/** `mail.settings.save.v1`: the form, and the admin saving it (recorded in the audit log). */
export class SaveEmailSettingsCommand extends AdminActor {
  @ValidateNested() @Type(() => SaveEmailSettingsRequest) settings!: SaveEmailSettingsRequest;
}
