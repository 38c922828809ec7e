import type { FramingChoice, PlacementName, UploadSection } from '@reelmix/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The buyer's framing of a clip in a placement, where it differs from the job's. */
export interface ClipPlacementSetting {
  framing: FramingChoice;
  focus: { x: number; y: number };
}
export type ClipFramingSettings = Partial<Record<PlacementName, ClipPlacementSetting>>;

/** A source clip of a job, in upload order within its section (position is 1-based). */
@Entity({ name: 'job_clips' })
export class JobClip {
  @PrimaryColumn({ name: 'job_id', type: 'uuid' }) jobId!: string;
  @PrimaryColumn({ type: 'text' }) section!: UploadSection;
  @PrimaryColumn({ type: 'int' }) position!: number;
  @Column({ name: 'object_key', type: 'text' }) objectKey!: string;
  @Column({ name: 'original_name', type: 'text' }) originalName!: string;
  /** The customer's label of the library clip (contracts clip-label): the part's name where set. */
  @Column({ type: 'text', nullable: true }) label!: string | null;
  /** When that label was set in the library; a change older than it is not applied. */
  @Column({ name: 'label_changed_at', type: 'timestamptz', nullable: true }) labelChangedAt!: Date | null;
  @Column({ name: 'duration_sec', type: 'double precision' }) durationSec!: number;
  /** Hex SHA-256 of the clip's bytes; null for clips uploaded before it was recorded (never reused). */
  @Column({ name: 'content_sha256', type: 'text', nullable: true }) contentSha256!: string | null;
  /** The picture as shown (rotation and pixel aspect applied); null for clips uploaded before it was recorded. */
  @Column({ type: 'int', nullable: true }) width!: number | null;
  @Column({ type: 'int', nullable: true }) height!: number | null;
  @Column({ name: 'poster_key', type: 'text', nullable: true }) posterKey!: string | null;
  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" }) framing!: ClipFramingSettings;
  /** The library clip (uploads service); null for clips stored before jobs recorded it. */
  @Column({ name: 'clip_id', type: 'uuid', nullable: true }) clipId!: string | null;
  /** Taken out of the job: still listed at its position, but no combination uses it. */
  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true }) removedAt!: Date | null;
}
