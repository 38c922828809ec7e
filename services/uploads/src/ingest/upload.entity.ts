import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One accepted upload: which user sent it and the job it became. */
@Entity({ name: 'uploads' })
export class Upload {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'job_id', type: 'uuid' }) jobId!: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
}

/** A stored source clip; the original name is display data only, never part of a path. */
@Entity({ name: 'source_clips' })
export class SourceClip {
  @PrimaryColumn({ name: 'object_key', type: 'text' }) objectKey!: string;
  @Column({ name: 'upload_id', type: 'uuid' }) uploadId!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text' }) section!: string;
  @Column({ name: 'original_name', type: 'text' }) originalName!: string;
  @Column({ name: 'size_bytes', type: 'bigint' }) sizeBytes!: string;
  @Column({ name: 'duration_sec', type: 'double precision' }) durationSec!: number;
}
