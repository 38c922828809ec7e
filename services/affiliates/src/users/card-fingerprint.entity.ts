import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A card seen on an account: the same card on two accounts means one person (self-referral). */
@Entity({ name: 'card_fingerprints' })
export class CardFingerprint {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ type: 'text' })
  fingerprint!: string;

  @Column({ name: 'seen_at', type: 'timestamptz' })
  seenAt!: Date;
}
