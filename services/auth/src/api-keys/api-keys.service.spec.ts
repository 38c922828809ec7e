import { API_KEYS_NEED_PRO, ErrorCode, INVALID_API_KEY } from '@reelmix/contracts';
import { type DataSource } from 'typeorm';
import { type User } from '../users/user.entity';
import { hashApiKey, newApiKey } from './api-key-secret';
import { type ApiKey } from './api-key.entity';
import { type ApiKeysRepository } from './api-keys.repository';
import { ApiKeysService } from './api-keys.service';

const NOW = new Date('2030-01-01T12:00:00Z');
const aUser = (overrides: Partial<User> = {}): User =>
  ({
    id: 'u1',
    email: 'ada@example.com',
    subscriptionStatus: 'active',
    subscriptionTrialEnd: null,
    subscriptionCurrentPeriodEnd: new Date('2030-02-01T00:00:00Z'),
    isAffiliate: false,
    affiliateCode: null,
    ...overrides,
  }) as User;

function build({ user = aUser() as User | null, stillLive = true } = {}) {
  const calls = { lookedUp: [] as string[], recorded: [] as string[] };
  const keys = {
    findLive: async (keyHash: string) => (calls.lookedUp.push(keyHash), user ? ({ id: 'k1', user } as ApiKey) : null),
    recordUse: async (keyId: string) => (calls.recorded.push(keyId), stillLive),
  } as unknown as ApiKeysRepository;
  const service = new ApiKeysService({} as DataSource, keys, { now: () => NOW });
  return { service, calls };
}

describe('ApiKeysService.resolve', () => {
  it('looks the key up by its hash, counts the use and answers the user as a session would', async () => {
    const key = newApiKey();
    const { service, calls } = build();

    const resolved = await service.resolve(key);

    expect(calls.lookedUp).toEqual([hashApiKey(key)]);
    expect(calls.recorded).toEqual(['k1']);
    expect(resolved).toMatchObject({ keyId: 'k1', user: { id: 'u1', isPro: true, subscriptionStatus: 'active' } });
  });

  it('refuses an unknown or revoked key as unauthenticated', async () => {
    const { service, calls } = build({ user: null });

    await expect(service.resolve(newApiKey())).rejects.toMatchObject({ code: ErrorCode.Unauthenticated, message: INVALID_API_KEY });
    expect(calls.recorded).toEqual([]);
  });

  it('refuses, without counting a use, a key whose owner is no longer Pro', async () => {
    const { service, calls } = build({ user: aUser({ subscriptionCurrentPeriodEnd: new Date('2029-12-31T00:00:00Z') }) });

    await expect(service.resolve(newApiKey())).rejects.toMatchObject({ code: ErrorCode.Forbidden, message: API_KEYS_NEED_PRO });
    expect(calls.recorded).toEqual([]);
  });

  it('refuses a key revoked between the look-up and the count', async () => {
    const { service } = build({ stillLive: false });

    await expect(service.resolve(newApiKey())).rejects.toMatchObject({ code: ErrorCode.Unauthenticated, message: INVALID_API_KEY });
  });
});
