import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PlacementName } from '@reelmix/contracts';
import type { UploadSection } from '@reelmix/contracts';

/** One clip normalised for one placement (a hook: with one of the job's texts): made once, used by every output that contains it. */
@Entity({ name: 'job_segments' })
export class JobSegment {
  @PrimaryColumn({ name: 'job_id', type: 'uuid' }) jobId!: string;
  @PrimaryColumn({ type: 'text' }) section!: UploadSection;
  @PrimaryColumn({ type: 'int' }) position!: number;
  @PrimaryColumn({ type: 'text' }) placement!: PlacementName;
  /** The text variant drawn on this hook segment (1-based); 0 for a segment without one. */
  @PrimaryColumn({ type: 'int', default: 0 }) text!: number;
  @Column({ name: 'task_id', type: 'uuid' }) taskId!: string;
  @Column({ name: 'segment_key', type: 'text' }) segmentKey!: string;
  @Column({ name: 'duration_sec', type: 'double precision', nullable: true }) durationSec!: number | null;
  @Column({ name: 'done_at', type: 'timestamptz', nullable: true }) doneAt!: Date | null;
}
