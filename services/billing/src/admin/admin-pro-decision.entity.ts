import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The newest admin Pro decision carried out for a user (admin.pro-decided.v1's `decidedAt`). */
@Entity({ name: 'admin_pro_decisions' })
export class AdminProDecision {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'decided_at', type: 'timestamptz' })
  decidedAt!: Date;
}
