import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What an account was seen from: `device` the gateway's device cookie, `address` the client address key. */
export type SightingKind = 'device' | 'address';

/** Where an account was seen (an affiliate on their programme pages, a referred customer at sign-up). */
@Entity({ name: 'sightings' })
export class Sighting {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ type: 'text' })
  kind!: SightingKind;

  @PrimaryColumn({ type: 'text' })
  value!: string;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt!: Date;
}
