import type { SmtpEncryption } from '@reelmix/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The SMTP settings an admin saved (docs/product-rules.md#e-mail-settings). One row, id 1; none until the first save. */
@Entity({ name: 'settings' })
export class MailSettings {
  @PrimaryColumn({ type: 'smallint' }) id!: number;
  @Column({ name: 'smtp_host', type: 'text' }) smtpHost!: string;
  @Column({ name: 'smtp_port', type: 'int', default: 587 }) smtpPort!: number;
  @Column({ name: 'smtp_username', type: 'text', default: '' }) smtpUsername!: string;
  /** `SecretCipher` text, never the password itself; null when none was saved. */
  @Column({ name: 'smtp_password_encrypted', type: 'text', nullable: true }) smtpPasswordEncrypted!: string | null;
  @Column({ name: 'smtp_encryption', type: 'text', default: 'tls' }) smtpEncryption!: SmtpEncryption;
  @Column({ name: 'sender_email', type: 'text', default: 'no-reply@reelmix.local' }) senderEmail!: string;
  @Column({ name: 'sender_name', type: 'text', default: '' }) senderName!: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt!: Date;
}
