import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One upload request that got past the quotas and began streaming, accepted or not: each costs
 * reading, checking and probing. The hourly upload quota counts these; rows older than the
 * window are removed as new ones are written.
 */
@Entity({ name: 'upload_starts' })
export class UploadStart {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' }) id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'started_at', type: 'timestamptz' }) startedAt!: Date;
}
