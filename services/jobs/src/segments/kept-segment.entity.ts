import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A normalised segment kept for reuse by the user's later jobs. Its object key says what it is
 * (content hash, codec setup, placement, framing), so a row is only the bookkeeping: how long the
 * segment plays, and when a job last used it, which decides when it is let go.
 */
@Entity({ name: 'kept_segments' })
export class KeptSegment {
  @PrimaryColumn({ name: 'segment_key', type: 'text' }) segmentKey!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'duration_sec', type: 'double precision' }) durationSec!: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'last_used_at', type: 'timestamptz' }) lastUsedAt!: Date;
}
