import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdPlatform } from '@reelmix/contracts';
import { Between, DataSource, type EntityManager } from 'typeorm';
import { AdConnection } from './ad-connection.entity';

@Injectable()
export class AdConnectionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  find(userId: string, platform: AdPlatform): Promise<AdConnection | null> {
    return this.dataSource.getRepository(AdConnection).findOneBy({ userId, platform });
  }

  /** A new token replaces the old one whole: the old token's accounts and state go with it. */
  async save(connection: AdConnection): Promise<void> {
    await this.dataSource.getRepository(AdConnection).upsert(connection, ['userId', 'platform']);
  }

  async update(userId: string, platform: AdPlatform, changes: Partial<Pick<AdConnection, 'state' | 'checkedAt' | 'adAccounts'>>): Promise<void> {
    await this.dataSource.getRepository(AdConnection).update({ userId, platform }, changes);
  }

  /** Marks the token refused only if it is still the one that was refused (a new paste meanwhile stays good). */
  async markExpired(userId: string, platform: AdPlatform, tokenSealed: string): Promise<void> {
    await this.dataSource.getRepository(AdConnection).update({ userId, platform, tokenSealed }, { state: 'expired' });
  }

  /** Connections still working whose token ends in [from, to]: the ones to renew. */
  expiringBetween(platform: AdPlatform, from: Date, to: Date): Promise<AdConnection[]> {
    return this.dataSource.getRepository(AdConnection).find({ where: { platform, state: 'connected', expiresAt: Between(from, to) }, order: { expiresAt: 'ASC' } });
  }

  /** A renewed token, kept only if the one it renews is still saved (a new login meanwhile wins). */
  async replaceToken(userId: string, platform: AdPlatform, previousSealed: string, changes: Pick<AdConnection, 'tokenSealed' | 'tokenHint' | 'expiresAt' | 'checkedAt'>): Promise<boolean> {
    const result = await this.dataSource.getRepository(AdConnection).update({ userId, platform, tokenSealed: previousSealed }, changes);
    return (result.affected ?? 0) > 0;
  }

  async remove(userId: string, platform: AdPlatform): Promise<boolean> {
    const result = await this.dataSource.getRepository(AdConnection).delete({ userId, platform });
    return (result.affected ?? 0) > 0;
  }

  async removeAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.getRepository(AdConnection).delete({ userId });
  }
}
