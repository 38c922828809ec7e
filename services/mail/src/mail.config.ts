import { DatabaseConfig, EncryptionKeySetting, httpsUrl, on, SafeInProduction, strongSecret, ToBoolean, unpublished, WithDevMailboxSetting } from '@reelmix/config';
import { IsInt, IsString, Matches, Max, Min, MinLength } from 'class-validator';

export class MailConfig extends WithDevMailboxSetting(DatabaseConfig) {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 3006;

  /**
   * SMTP server host; settings an admin saves win over it. With neither, mail waits in the outbox
   * until there is a server, or, with DEV_MAILBOX on (`npm start`), is kept in `mail.dev_mailbox`.
   */
  @IsString() @Matches(/^[A-Za-z0-9.-]*$/, { message: 'must be a host name without scheme or port' })
  SMTP_HOST: string = '';

  @IsInt() @Min(1) @Max(65535)
  SMTP_PORT: number = 587;

  /** Empty: no authentication (a relay on a private network, a local capture server). */
  @IsString()
  SMTP_USER: string = '';

  @IsString() @SafeInProduction(unpublished)
  SMTP_PASSWORD: string = '';

  /** true: TLS from the first byte (port 465). false: plain, then upgraded with STARTTLS (SMTP_REQUIRE_TLS). */
  @ToBoolean()
  SMTP_SECURE: boolean = false;

  /**
   * With SMTP_SECURE=false: true refuses a server that does not offer STARTTLS, so the password and
   * the mail (reset links, download links) never cross the network in clear text, and a network in
   * between cannot strip the offer. false: STARTTLS when offered, else plain, for a local capture
   * server (the tests' stacks, Mailpit in docker-compose); production refuses it.
   */
  @ToBoolean()
  @SafeInProduction(on('a server or network that does not offer STARTTLS would get the SMTP password and every e-mail, reset links included, in clear text'))
  SMTP_REQUIRE_TLS: boolean = true;

  @IsString() @MinLength(3)
  MAIL_FROM: string = 'Reelmix <no-reply@reelmix.local>';

  /** Where links in e-mails point: the address customers open the product at. */
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'must be an http:// or https:// URL' })
  @SafeInProduction(httpsUrl)
  PUBLIC_URL: string = 'http://localhost:8080';

  /** First retry delay after a failed send; each further failure doubles it. */
  @IsInt() @Min(10) @Max(3600000)
  MAIL_RETRY_BASE_MS: number = 5000;

  /** The longest wait between attempts; a mail keeps being retried at this pace, never dropped. */
  @IsInt() @Min(10) @Max(86400000)
  MAIL_RETRY_MAX_MS: number = 900000;

  /** How often the sender looks for due mail. */
  @IsInt() @Min(10) @Max(60000)
  MAIL_POLL_MS: number = 1000;

  /**
   * 32 bytes as 64 hex characters (`openssl rand -hex 32`): encrypts the SMTP password admins save
   * and the bodies of mail waiting to be sent (their links carry reset tokens and signed downloads).
   * Empty: saving settings is refused, stored passwords are not read, and waiting mail is kept
   * readable until sent. Changing it makes the stored password unreadable (an admin then saves it
   * again) and holds back mail queued under the old key until that key is back.
   */
  @EncryptionKeySetting('it encrypts the SMTP password admins save and the mail waiting to be sent; without it they cannot save e-mail settings')
  MAIL_SETTINGS_KEY: string = '';

  /**
   * The key auth encrypts reset tokens with (the same value there): the reset e-mail is written
   * from the token it opens. Empty: reset e-mails wait in the event queue, retried, until it is set.
   */
  @EncryptionKeySetting("it opens the reset token auth sends; without it no reset e-mail can be written")
  RESET_LINK_KEY: string = '';

  /** Shared with the gateway, which checks the download links this service signs into job mail. */
  @IsString() @MinLength(32) @SafeInProduction(strongSecret)
  DOWNLOAD_LINK_SECRET!: string;

  /** How long the download links in a job-completed mail work. */
  @IsInt() @Min(1) @Max(24 * 90)
  DOWNLOAD_LINK_TTL_HOURS: number = 168;
}
