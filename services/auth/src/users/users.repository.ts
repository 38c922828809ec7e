import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SubscriptionStatus } from '@reelmix/contracts';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { User } from './user.entity';

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  requestedPro: boolean;
  referrerId: string | null;
}

export interface SubscriptionSnapshot {
  status: SubscriptionStatus;
  subscriptionId: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  occurredAt: Date;
}

export type ProjectionResult = 'applied' | 'stale' | 'unknown-user';

/** The `auth.users` table. */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findByEmail(email: string): Promise<User | null> {
    return this.dataSource.getRepository(User).findOneBy({ email });
  }

  findByAffiliateCode(affiliateCode: string): Promise<User | null> {
    return this.dataSource.getRepository(User).findOneBy({ affiliateCode, isAffiliate: true });
  }

  findById(id: string): Promise<User | null> {
    return this.dataSource.getRepository(User).findOneBy({ id });
  }

  /**
   * Inserts inside the caller's transaction; a taken e-mail comes back as `null` (the unique index
   * decides, so two registrations racing for one address cannot both win).
   */
  async insert(manager: EntityManager, user: NewUser): Promise<{ id: string; createdAt: Date } | null> {
    try {
      const result = await manager.createQueryBuilder().insert().into(User).values(user).returning(['id', 'created_at']).execute();
      const [row] = result.raw as Array<{ id: string; created_at: Date }>;
      return { id: row.id, createdAt: row.created_at };
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) return null;
      throw error;
    }
  }

  /**
   * Stores the snapshot unless the row already holds one from a later (or the same) provider
   * time: billing events may arrive out of order, and the newest state must win.
   */
  async applySubscription(manager: EntityManager, userId: string, snapshot: SubscriptionSnapshot): Promise<ProjectionResult> {
    const result = await manager
      .createQueryBuilder()
      .update(User)
      .set({
        subscriptionStatus: snapshot.status,
        subscriptionId: snapshot.subscriptionId,
        subscriptionTrialEnd: snapshot.trialEnd,
        subscriptionCurrentPeriodEnd: snapshot.currentPeriodEnd,
        subscriptionUpdatedAt: snapshot.occurredAt,
      })
      .where('id = :userId', { userId })
      .andWhere('(subscription_updated_at IS NULL OR subscription_updated_at < :occurredAt)', { occurredAt: snapshot.occurredAt })
      .execute();
    if (result.affected) return 'applied';
    return (await manager.existsBy(User, { id: userId })) ? 'stale' : 'unknown-user';
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === constraint;
}
