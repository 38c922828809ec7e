import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What the programme knows of an account: the address a PayPal payout goes to. */
@Entity({ name: 'users' })
export class ProgrammeUser {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** Null once the account is deleted. */
  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ name: 'registered_at', type: 'timestamptz', nullable: true })
  registeredAt!: Date | null;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
