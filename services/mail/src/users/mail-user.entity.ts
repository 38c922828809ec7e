import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Where a user's mail goes, projected from user.registered.v1. */
@Entity({ name: 'users' })
export class MailUser {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text' }) email!: string;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt!: Date;
}
