import type { AdDeliveryStatus, PublishedOutputState } from '@reelmix/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The ledger: one output on its way to becoming one ad in one ad set. Each platform id is saved
 * the moment the platform hands it over, so a later attempt picks up from the first step not yet
 * done. Unique per ad set and output (the migration's index), so nothing is ever published twice.
 */
@Entity({ name: 'published_outputs' })
export class PublishedOutput {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'publication_id', type: 'uuid' }) publicationId!: string;
  @Column({ name: 'job_id', type: 'uuid' }) jobId!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'ad_set_id', type: 'text' }) adSetId!: string;
  @Column({ name: 'file_name', type: 'text' }) fileName!: string;
  /** The output's CTA clip (1-based), which picks its link when the publish gives one per CTA; null in rows made before. */
  @Column({ type: 'int', nullable: true }) cta!: number | null;
  @Column({ type: 'text' }) state!: PublishedOutputState;
  @Column({ name: 'video_id', type: 'text', nullable: true }) videoId!: string | null;
  @Column({ name: 'image_hash', type: 'text', nullable: true }) imageHash!: string | null;
  @Column({ name: 'creative_id', type: 'text', nullable: true }) creativeId!: string | null;
  @Column({ name: 'ad_id', type: 'text', nullable: true }) adId!: string | null;
  @Column({ name: 'ad_status', type: 'text', nullable: true }) adStatus!: AdDeliveryStatus | null;
  @Column({ type: 'text', nullable: true }) error!: string | null;
  /** Failed attempts in a row; a step that works sets it back to 0. */
  @Column({ type: 'int' }) attempts!: number;
  /** When the next attempt may start (later after a rate limit or a failure). */
  @Column({ name: 'due_at', type: 'timestamptz' }) dueAt!: Date;
  /** While set and in the future, one publisher is working on the row; a crashed one's lease runs out. */
  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true }) leaseUntil!: Date | null;
  /** When the platform took the whole video: processing that outlasts PROCESSING_DEADLINE_MS from here has failed. */
  @Column({ name: 'processing_since', type: 'timestamptz', nullable: true }) processingSince!: Date | null;
  @Column({ type: 'bigint', nullable: true }) impressions!: string | null;
  @Column({ type: 'numeric', nullable: true }) spend!: string | null;
  @Column({ name: 'link_clicks', type: 'bigint', nullable: true }) linkClicks!: string | null;
  @Column({ type: 'bigint', nullable: true }) results!: string | null;
  @Column({ name: 'hook_views', type: 'bigint', nullable: true }) hookViews!: string | null;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
