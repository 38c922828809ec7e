import { type AttemptCounter } from './login-attempts.repository';
import { accountWaitMs, delayAfter, type LoginPolicy, loginWaitMs } from './login-policy';

const NOW = new Date('2030-01-01T12:00:00Z');
const POLICY: LoginPolicy = {
  pair: { freeFailures: 5, maxDelayMs: 900_000 },
  account: { freeFailures: 20, maxDelayMs: 60_000 },
  address: { freeFailures: 100, maxDelayMs: 60_000 },
  memoryMs: 3_600_000,
};
/** A counter whose last failure was `agoMs` before NOW. */
const counter = (failures: number, agoMs = 0): AttemptCounter => ({
  failures,
  windowStart: new Date(NOW.getTime() - agoMs - 1000),
  lastFailureAt: new Date(NOW.getTime() - agoMs),
});

describe('login policy', () => {
  it('costs nothing within the free failures, then doubles from a second up to the cap', () => {
    expect([4, 5, 6, 7, 14, 15, 40].map((failures) => delayAfter(failures, POLICY.pair))).toEqual([
      0, 1000, 2000, 4000, 512_000, 900_000, 900_000,
    ]);
  });

  it('makes a pair wait out its delay from its last failure, and no longer', () => {
    expect(loginWaitMs({ pair: counter(7, 1000) }, POLICY, NOW, false)).toBe(3000);
    expect(loginWaitMs({ pair: counter(7, 4000) }, POLICY, NOW, false)).toBe(0);
  });

  it('forgets failures after the quiet spell', () => {
    expect(loginWaitMs({ pair: counter(50, POLICY.memoryMs) }, POLICY, NOW, false)).toBe(0);
    expect(loginWaitMs({ pair: counter(50, POLICY.memoryMs - 1000) }, POLICY, NOW, false)).toBe(0);
    expect(loginWaitMs({ pair: counter(50, 1000) }, POLICY, NOW, false)).toBe(899_000);
  });

  it('holds an address the account was never signed in from to the account delay, even on its first attempt', () => {
    expect(loginWaitMs({ account: counter(20) }, POLICY, NOW, false)).toBe(1000);
    expect(loginWaitMs({ account: counter(500) }, POLICY, NOW, false)).toBe(60_000);
    expect(loginWaitMs({ account: counter(19) }, POLICY, NOW, false)).toBe(0);
  });

  it('never holds an address the account was signed in from to the account delay, however many failures others caused', () => {
    expect(loginWaitMs({ account: counter(500) }, POLICY, NOW, true)).toBe(0);
    expect(accountWaitMs({ account: counter(500) }, POLICY, NOW)).toBe(60_000);
  });

  it('still holds a known address to its own pair and address delays', () => {
    expect(loginWaitMs({ pair: counter(7), account: counter(500) }, POLICY, NOW, true)).toBe(4000);
    expect(loginWaitMs({ address: counter(101), account: counter(500) }, POLICY, NOW, true)).toBe(2000);
  });

  it('slows, never locks, a busy shared address past its high free allowance', () => {
    expect(loginWaitMs({ address: counter(99) }, POLICY, NOW, false)).toBe(0);
    expect(loginWaitMs({ address: counter(100) }, POLICY, NOW, false)).toBe(1000);
    expect(loginWaitMs({ address: counter(10_000) }, POLICY, NOW, false)).toBe(60_000);
  });

  it('asks for the longest of the waits that apply', () => {
    expect(loginWaitMs({ pair: counter(7), account: counter(30), address: counter(200) }, POLICY, NOW, false)).toBe(60_000);
    expect(loginWaitMs({ pair: counter(20), account: counter(30), address: counter(101) }, POLICY, NOW, false)).toBe(900_000);
  });
});
