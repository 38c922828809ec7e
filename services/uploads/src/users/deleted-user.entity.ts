import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An account that was deleted: an upload still in flight for it is refused rather than recorded. */
@Entity({ name: 'deleted_users' })
export class DeletedUser {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'deleted_at', type: 'timestamptz' }) deletedAt!: Date;
}
