import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user enrolled in the programme, with the code their referral links carry. */
@Entity({ name: 'affiliates' })
export class Affiliate {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** Unique for ever: a deleted affiliate keeps theirs, so a link never starts paying someone else. */
  @Column({ type: 'text' })
  code!: string;

  @Column({ name: 'enrolled_at', type: 'timestamptz' })
  enrolledAt!: Date;

  /** Set when the account was deleted; the affiliate no longer earns or is paid. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
