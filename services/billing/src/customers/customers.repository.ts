import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { BillingCustomer } from './billing-customer.entity';

/** The `billing.customers` table. */
@Injectable()
export class CustomersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  ofUser(userId: string): Promise<BillingCustomer | null> {
    return this.dataSource.getRepository(BillingCustomer).findOneBy({ userId });
  }

  async add(customer: Pick<BillingCustomer, 'providerCustomerId' | 'email' | 'userId'>): Promise<void> {
    await this.dataSource.getRepository(BillingCustomer).insert(customer);
  }

  async linkUser(manager: EntityManager, providerCustomerId: string, userId: string): Promise<void> {
    await manager.update(BillingCustomer, { providerCustomerId }, { userId });
  }
}
