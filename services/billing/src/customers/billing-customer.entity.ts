import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A customer at the payment provider; `userId` is set once an account exists for it. */
@Entity({ name: 'customers' })
export class BillingCustomer {
  @PrimaryColumn({ name: 'provider_customer_id', type: 'text' })
  providerCustomerId!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
