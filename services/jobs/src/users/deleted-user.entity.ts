import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An account that was deleted: its jobs are gone and no new one may be made for it, so an upload
 * still in flight when the account went cannot bring any of it back.
 */
@Entity({ name: 'deleted_users' })
export class DeletedUser {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'deleted_at', type: 'timestamptz' }) deletedAt!: Date;
}
