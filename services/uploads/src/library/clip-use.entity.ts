import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A library clip taken into one of the user's jobs: what the library counts and what a free library lists. */
@Entity({ name: 'clip_uses' })
export class ClipUse {
  @PrimaryColumn({ name: 'clip_id', type: 'uuid' }) clipId!: string;
  @PrimaryColumn({ name: 'job_id', type: 'uuid' }) jobId!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'used_at', type: 'timestamptz', default: () => 'now()' }) usedAt!: Date;
}
