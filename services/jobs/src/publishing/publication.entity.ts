import type { AdDeliveryStatus, AdPlatform, CtaLink, MetaCallToAction } from '@reelmix/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One publish of a job into one ad set: the ads' shared texts, and when their insights are read. */
@Entity({ name: 'publications' })
export class Publication {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'job_id', type: 'uuid' }) jobId!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text' }) platform!: AdPlatform;
  @Column({ name: 'ad_account_id', type: 'text' }) adAccountId!: string;
  @Column({ name: 'ad_set_id', type: 'text' }) adSetId!: string;
  /** What the ad set optimises for; its event is what results count. */
  @Column({ name: 'optimization_goal', type: 'text', nullable: true }) optimizationGoal!: string | null;
  /** Meta: the Page. TikTok: the identity, of `identityType`. */
  @Column({ name: 'page_id', type: 'text' }) pageId!: string;
  @Column({ name: 'identity_type', type: 'text', nullable: true }) identityType!: string | null;
  @Column({ name: 'primary_text', type: 'text' }) primaryText!: string;
  @Column({ type: 'text', nullable: true }) headline!: string | null;
  @Column({ name: 'call_to_action', type: 'text' }) callToAction!: MetaCallToAction;
  @Column({ type: 'text' }) link!: string;
  /** Links given per CTA clip; the other CTAs' ads go to `link`. */
  @Column({ name: 'cta_links', type: 'jsonb' }) ctaLinks!: CtaLink[];
  /** The status the ads are created with. */
  @Column({ type: 'text' }) status!: AdDeliveryStatus;
  @Column({ type: 'text', nullable: true }) currency!: string | null;
  @Column({ name: 'insights_read_at', type: 'timestamptz', nullable: true }) insightsReadAt!: Date | null;
  /** When the schedule reads this publication's insights next; null while none of its ads exists yet. */
  @Column({ name: 'insights_due_at', type: 'timestamptz', nullable: true }) insightsDueAt!: Date | null;
  @Column({ name: 'insights_error', type: 'text', nullable: true }) insightsError!: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
