import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Where a user's mail goes, projected from user.registered.v1. A deleted user keeps a row without
 * the address, so later events about them are recognised and skipped.
 */
@Entity({ name: 'users' })
export class MailUser {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text', nullable: true }) email!: string | null;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt!: Date;
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt!: Date | null;
}
