import { Column, Entity, PrimaryColumn } from 'typeorm';

export type Section = 'intro' | 'body' | 'cta';

/** A source clip of a job, in upload order within its section (position is 1-based). */
@Entity({ name: 'job_clips' })
export class JobClip {
  @PrimaryColumn({ name: 'job_id', type: 'uuid' }) jobId!: string;
  @PrimaryColumn({ type: 'text' }) section!: Section;
  @PrimaryColumn({ type: 'int' }) position!: number;
  @Column({ name: 'object_key', type: 'text' }) objectKey!: string;
  @Column({ name: 'original_name', type: 'text' }) originalName!: string;
  @Column({ name: 'duration_sec', type: 'double precision' }) durationSec!: number;
  /** Hex SHA-256 of the clip's bytes; null for clips uploaded before it was recorded (never reused). */
  @Column({ name: 'content_sha256', type: 'text', nullable: true }) contentSha256!: string | null;
}
