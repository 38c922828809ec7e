import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A clip of the customer's library: stored once when uploaded, then reusable in any later job by
 * its id until the customer deletes it. The original name is display data only, never part of a path.
 */
@Entity({ name: 'clips' })
export class Clip {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'object_key', type: 'text', unique: true }) objectKey!: string;
  /** The upload that brought it in; its key lives under that upload's prefix. */
  @Column({ name: 'upload_id', type: 'uuid' }) uploadId!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  /** The section it was first uploaded into. */
  @Column({ type: 'text' }) section!: string;
  @Column({ name: 'original_name', type: 'text' }) originalName!: string;
  /** The customer's short name for it (contracts clip-label); null: the file name names it. */
  @Column({ type: 'text', nullable: true }) label!: string | null;
  /** When the label was last set or cleared; null if it never was. */
  @Column({ name: 'label_changed_at', type: 'timestamptz', nullable: true }) labelChangedAt!: Date | null;
  @Column({ name: 'size_bytes', type: 'bigint' }) sizeBytes!: string;
  @Column({ name: 'duration_sec', type: 'double precision' }) durationSec!: number;
  /** The picture as shown; null for clips stored before it was recorded. */
  @Column({ type: 'int', nullable: true }) width!: number | null;
  @Column({ type: 'int', nullable: true }) height!: number | null;
  @Column({ name: 'poster_key', type: 'text', nullable: true }) posterKey!: string | null;
  @Column({ name: 'content_sha256', type: 'text', nullable: true }) contentSha256!: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
}
