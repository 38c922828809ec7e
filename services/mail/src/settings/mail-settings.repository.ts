import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { MailSettings } from './mail-settings.entity';

/** The row always has this id; the table's check constraint allows no other. */
const SETTINGS_ID = 1;

export type SettingsFields = Pick<MailSettings, 'smtpHost' | 'smtpPort' | 'smtpUsername' | 'smtpEncryption' | 'senderEmail' | 'senderName'>;

@Injectable()
export class MailSettingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  find(): Promise<MailSettings | null> {
    return this.dataSource.getRepository(MailSettings).findOneBy({ id: SETTINGS_ID });
  }

  /** The row as it stands, locked until the caller's transaction ends: a save's "before" for the audit log. */
  findForUpdate(manager: EntityManager): Promise<MailSettings | null> {
    return manager.getRepository(MailSettings).findOne({ where: { id: SETTINGS_ID }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Inserts or replaces the row in one statement. Without `encryptedPassword` the password column
   * is left out of the update, so a save that does not repeat the password cannot erase it.
   */
  async save(fields: SettingsFields, encryptedPassword: string | undefined, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const columns = ['smtp_host', 'smtp_port', 'smtp_username', 'smtp_encryption', 'sender_email', 'sender_name', 'updated_at'];
    const keep = encryptedPassword === undefined;
    await manager
      .createQueryBuilder()
      .insert()
      .into(MailSettings)
      .values({ id: SETTINGS_ID, ...fields, ...(keep ? {} : { smtpPasswordEncrypted: encryptedPassword }), updatedAt: () => 'now()' })
      .orUpdate(keep ? columns : [...columns, 'smtp_password_encrypted'], ['id'])
      .execute();
  }
}
