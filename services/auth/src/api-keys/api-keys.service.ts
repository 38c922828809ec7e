import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  API_KEY_LIMITS,
  type ApiKeyView,
  capabilitiesOf,
  type CreatedApiKey,
  type Plan,
  type ResolvedApiKey,
  type RevokedApiKey,
} from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import { toCurrentUser } from '../users/current-user';
import { hashApiKey, newApiKey, shownPrefixOf } from './api-key-secret';
import { toApiKeyView } from './api-key-view';
import { ApiKeysRepository } from './api-keys.repository';
import { AuthErrors } from '../auth-errors';

/** Whether the user's plan may use the versioned API (plan-policy capabilities). */
const usesApiKeys = (user: { plan: Plan }): boolean => capabilitiesOf(user.plan).apiKeys;

/**
 * Pro customers' keys for the versioned API (docs/api.md). Only a hash of each key is kept; the
 * key is in the create answer and nowhere else, and it is never logged.
 */
@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger(ApiKeysService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly keys: ApiKeysRepository,
    // Pro access depends on trial and period end dates, so "now" is injectable for tests.
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async create(userId: string, requestedName: string): Promise<CreatedApiKey> {
    const name = requestedName.trim();
    if (!name) throw AuthErrors.apiKeyNameRequired();
    const key = newApiKey();
    const prefix = shownPrefixOf(key);
    const created = await this.dataSource.transaction(async (manager) => {
      const owner = await this.keys.lockOwner(manager, userId);
      // The gateway asks for a signed-in user, so a missing account is one deleted meanwhile.
      if (!owner) throw AuthErrors.authenticationRequired();
      if (!usesApiKeys(toCurrentUser(owner, this.clock.now()))) throw AuthErrors.apiKeysNeedPro();
      if ((await this.keys.countLive(manager, userId)) >= API_KEY_LIMITS.perUser) {
        throw AuthErrors.tooManyApiKeys();
      }
      return this.keys.insert(manager, { userId, name, prefix, keyHash: hashApiKey(key) });
    });
    this.logger.log(`User ${userId} created API key ${created.id}`);
    const view = toApiKeyView({ ...created, name, prefix, lastUsedAt: null, callsToday: 0, callsLast30Days: 0 });
    return { ...view, key };
  }

  async list(userId: string): Promise<ApiKeyView[]> {
    return (await this.keys.listLive(userId)).map(toApiKeyView);
  }

  async revoke(userId: string, keyId: string): Promise<RevokedApiKey> {
    if (!(await this.keys.revoke(userId, keyId))) throw AuthErrors.apiKeyNotFound();
    this.logger.log(`User ${userId} revoked API key ${keyId}`);
    return { id: keyId };
  }

  /**
   * The gateway's check of every `/api/v1` call. The user is built as a session builds it, so both
   * ways in see the same plan. A key whose owner left Pro stays valid but is refused until they
   * are Pro again; such a refusal is not counted as a use.
   */
  async resolve(key: string): Promise<ResolvedApiKey> {
    const found = await this.keys.findLive(hashApiKey(key));
    if (!found?.user) throw AuthErrors.invalidApiKey();
    const user = toCurrentUser(found.user, this.clock.now());
    if (!usesApiKeys(user)) throw AuthErrors.apiKeysNeedPro();
    if (!(await this.keys.recordUse(found.id))) throw AuthErrors.invalidApiKey();
    return { keyId: found.id, user };
  }
}
