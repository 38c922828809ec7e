import { ErrorCode, Events, PASSWORD_RESET_TOKEN_PURPOSE } from '@reelmix/contracts';
import { SecretCipher } from '@reelmix/db';
import { type OutboxWriter } from '@reelmix/messaging';
import { type DataSource, IsNull } from 'typeorm';
import { type AuthConfig } from '../auth.config';
import { Session } from '../sessions/session.entity';
import { hashSessionToken, newSessionToken } from '../sessions/session-token';
import { type RequestThrottle, type ThrottleLimit } from '../throttle/request-throttle.service';
import { User } from '../users/user.entity';
import { type PasswordHasher } from './password-hasher';
import { PasswordReset } from './password-reset.entity';
import { INVALID_RESET_TOKEN, RESET_MAIL_UNAVAILABLE } from '../auth-errors';
import { PasswordResetService, RESET_LINK_MAX_USES } from './password-reset.service';

// The real functions, counted: the work spent on a request is what must not depend on the account.
jest.mock('../sessions/session-token', () => {
  const actual = jest.requireActual<typeof import('../sessions/session-token')>('../sessions/session-token');
  return { newSessionToken: jest.fn(actual.newSessionToken), hashSessionToken: jest.fn(actual.hashSessionToken) };
});

const aUser = (): User => ({ id: 'u1', email: 'ada@example.com' }) as User;
const aReset = (overrides: Partial<PasswordReset> = {}): PasswordReset =>
  ({
    id: 'r1',
    userId: 'u1',
    tokenHash: hashSessionToken('the-token'),
    expiresAt: new Date(Date.now() + 60000),
    usedAt: null,
    ...overrides,
  }) as PasswordReset;

type Write = { entity: string; values: unknown; where?: unknown };

const RESET_LINK_KEY = 'e7'.repeat(32);

function build({
  user = aUser() as User | null,
  reset = aReset() as PasswordReset | null,
  refusal = undefined as Error | undefined,
  resetLinkKey = RESET_LINK_KEY,
} = {}) {
  const writes: Write[] = [];
  /** What the reset did, in order: throttle, lookup, hash. */
  const steps: string[] = [];
  const events: Array<{ name: string; payload: Record<string, unknown> }> = [];
  const manager = {
    findOne: async (entity: unknown) => (entity === User ? user : entity === PasswordReset ? reset : null),
    insert: async (entity: { name: string }, values: unknown) => void writes.push({ entity: entity.name, values }),
    update: async (entity: { name: string }, where: unknown, values: unknown) => void writes.push({ entity: entity.name, where, values }),
    delete: async (entity: { name: string }, where: unknown) => void writes.push({ entity: entity.name, where, values: 'deleted' }),
    createQueryBuilder: () => {
      const query = { entity: '', values: undefined as unknown, where: undefined as unknown };
      const chain = {
        update: (entity: { name: string }) => ((query.entity = entity.name), chain),
        set: (values: unknown) => ((query.values = values), chain),
        where: (_sql: string, params: unknown) => ((query.where = params), chain),
        andWhere: (_sql: string, params: object) => ((query.where = { ...(query.where as object), ...params }), chain),
        execute: async () => (writes.push(query), { affected: 1 }),
      };
      return chain;
    },
  };
  const dataSource = {
    transaction: async (work: (m: typeof manager) => Promise<unknown>) => work(manager),
    getRepository: () => ({ findOne: async () => (steps.push('lookup'), reset) }),
  } as unknown as DataSource;
  const outbox = {
    add: async (_manager: unknown, name: string, payload: Record<string, unknown>) => void events.push({ name, payload }),
  } as unknown as OutboxWriter;
  const hasher = { hash: async (password: string) => (steps.push('hash'), `hashed:${password}`) } as unknown as PasswordHasher;
  const limits: ThrottleLimit[][] = [];
  const throttle = {
    take: async (asked: ThrottleLimit[]) => {
      steps.push('throttle');
      limits.push(asked);
      if (refusal) throw refusal;
    },
  } as unknown as RequestThrottle;
  const config = { RESET_WINDOW_MINUTES: 60, RESET_MAX_PER_ACCOUNT: 5, RESET_MAX_PER_IP: 20, RESET_LINK_KEY: resetLinkKey } as AuthConfig;
  return { service: new PasswordResetService(dataSource, outbox, hasher, throttle, config), writes, events, steps, limits };
}

describe('PasswordResetService', () => {
  it('answers an unknown address exactly like a known one, after the same token work, and stores nothing for it', async () => {
    const known = build();
    const unknown = build({ user: null });
    const tokenWork = async (work: () => Promise<unknown>) => {
      jest.clearAllMocks();
      const answer = await work();
      return { answer, calls: [jest.mocked(newSessionToken).mock.calls.length, jest.mocked(hashSessionToken).mock.calls.length] };
    };

    const { answer: knownAnswer, calls: knownWork } = await tokenWork(() => known.service.requestReset(' Ada@Example.com ', '10.0.0.1'));
    const { answer: unknownAnswer, calls: unknownWork } = await tokenWork(() => unknown.service.requestReset('nobody@example.com', '10.0.0.1'));

    expect(unknownAnswer).toEqual(knownAnswer);
    expect(unknownWork).toEqual(knownWork);
    expect(unknownWork).toEqual([1, 1]);
    expect(unknown.writes).toEqual([]);
    expect(unknown.events).toEqual([]);

    // The known account gets a stored hash and the mail event carrying the token that matches it,
    // readable only with the key auth shares with mail.
    const [event] = known.events;
    expect(event).toMatchObject({ name: Events.PasswordResetRequested, payload: { userId: 'u1', email: 'ada@example.com' } });
    expect(event.payload).not.toHaveProperty('token');
    const token = new SecretCipher(RESET_LINK_KEY, PASSWORD_RESET_TOKEN_PURPOSE).decrypt(event.payload.encryptedToken as string);
    expect(JSON.stringify(event.payload)).not.toContain(token);
    // Every earlier link of the account is voided before the new one is stored.
    expect(known.writes).toEqual([
      { entity: 'PasswordReset', where: { userId: 'u1', usedAt: IsNull() }, values: 'deleted' },
      { entity: 'PasswordReset', values: expect.objectContaining({ userId: 'u1', tokenHash: hashSessionToken(token) }) },
    ]);
  });

  it('refuses every reset request alike, writing nothing, when it has no key to seal the token with', async () => {
    for (const user of [aUser(), null]) {
      const { service, writes, events, steps } = build({ user, resetLinkKey: '' });
      await expect(service.requestReset('ada@example.com', '10.0.0.1')).rejects.toMatchObject({
        code: ErrorCode.ServiceUnavailable,
        message: RESET_MAIL_UNAVAILABLE,
      });
      expect([writes, events, steps]).toEqual([[], [], []]);
    }
  });

  it('sets the new password, uses the token up, voids every other link and ends every session of the user', async () => {
    const { service, writes, steps } = build();
    await expect(service.reset('the-token', 'new password', '2001:db8:1:2::5')).resolves.toEqual({ reset: true });
    expect(steps).toEqual(['throttle', 'lookup', 'hash']);
    expect(writes).toEqual([
      { entity: 'PasswordReset', where: { id: 'r1' }, values: { usedAt: expect.any(Date) } },
      { entity: 'User', where: { id: 'u1' }, values: { passwordHash: 'hashed:new password' } },
      { entity: 'PasswordReset', where: { userId: 'u1', usedAt: IsNull() }, values: 'deleted' },
      { entity: Session.name, where: { userId: 'u1', keep: null }, values: { revokedAt: expect.any(Function) } },
    ]);
  });

  it.each([
    ['a used', aReset({ usedAt: new Date() })],
    ['an expired', aReset({ expiresAt: new Date(Date.now() - 1000) })],
    ['an unknown', null],
  ])('refuses %s token and changes nothing', async (_kind, reset) => {
    const { service, writes, steps } = build({ reset });
    await expect(service.reset('the-token', 'new password', '198.51.100.7')).rejects.toMatchObject({
      code: ErrorCode.ValidationFailed,
      message: INVALID_RESET_TOKEN,
    });
    expect(writes).toEqual([]);
    // Refused on the lookup: the new password was never hashed.
    expect(steps).toEqual(['throttle', 'lookup']);
  });

  it('counts each use of a link against the caller\'s address (an IPv6 /64 as one) and the link, before looking it up', async () => {
    const { service, limits } = build({ reset: null });
    await service.reset('the-token', 'new password', '2001:db8:1:2::5').catch(() => undefined);
    await service.reset('the-token', 'new password', undefined).catch(() => undefined);

    const linkKey = `reset-use-link:${hashSessionToken('the-token').slice(0, 16)}`;
    expect(limits).toEqual([
      [{ key: 'reset-use-ip:2001:db8:1:2::/64', max: 20 }, { key: linkKey, max: RESET_LINK_MAX_USES }],
      [{ key: 'reset-use-ip:unknown', max: 20 }, { key: linkKey, max: RESET_LINK_MAX_USES }],
    ]);
  });

  it('stops at the throttle\'s refusal, before the lookup', async () => {
    const refusal = new Error('too many');
    const { service, steps } = build({ refusal });
    await expect(service.reset('the-token', 'new password', '198.51.100.7')).rejects.toBe(refusal);
    expect(steps).toEqual(['throttle']);
  });
});
