import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PlacementName } from '@reelmix/contracts';

/** One combination in one placement: requested once its three segments exist. */
@Entity({ name: 'job_outputs' })
export class JobOutput {
  @PrimaryColumn({ name: 'job_id', type: 'uuid' }) jobId!: string;
  @PrimaryColumn({ name: 'file_name', type: 'text' }) fileName!: string;
  @Column({ type: 'int' }) intro!: number;
  @Column({ type: 'int' }) body!: number;
  @Column({ type: 'int' }) cta!: number;
  /** The text variant drawn on its hook (1-based, the plan's texts); null in a job without texts. */
  @Column({ type: 'int', nullable: true }) text!: number | null;
  @Column({ type: 'text' }) placement!: PlacementName;
  @Column({ name: 'task_id', type: 'uuid', nullable: true }) taskId!: string | null;
  @Column({ name: 'object_key', type: 'text' }) objectKey!: string;
  @Column({ name: 'requested_at', type: 'timestamptz', nullable: true }) requestedAt!: Date | null;
  @Column({ name: 'done_at', type: 'timestamptz', nullable: true }) doneAt!: Date | null;
  @Column({ name: 'duration_sec', type: 'double precision', nullable: true }) durationSec!: number | null;
  @Column({ type: 'int', nullable: true }) width!: number | null;
  @Column({ type: 'int', nullable: true }) height!: number | null;
  @Column({ name: 'size_bytes', type: 'bigint', nullable: true }) sizeBytes!: string | null;
  @Column({ type: 'text', nullable: true }) sha256!: string | null;
}
