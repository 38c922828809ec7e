import type { ResolvedSession } from '@reelmix/contracts';

/**
 * How long the gateway may answer a read from a session auth confirmed, instead of asking again.
 * It bounds how late a revocation made elsewhere (a logout through another gateway replica, a
 * password reset, an admin's change) reaches reads; writes always ask auth (see SessionGuard),
 * and a logout through this gateway forgets its session at once. docs/decisions.md has the why.
 */
export const SESSION_CACHE_TTL_MS = 2000;
/** Bounds memory under a flood of distinct tokens; the oldest entries go first. */
const MAX_ENTRIES = 20000;
/**
 * A forgotten token is remembered as such for longer than any session lookup can take, so a
 * lookup that started before the logout cannot put the session back when its answer arrives.
 */
const FORGOTTEN_FOR_MS = 60000;

interface Entry {
  session: ResolvedSession;
  until: number;
}

/** Sessions auth resolved in the last couple of seconds, by token. In memory, per gateway process. */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Token -> when it was forgotten. */
  private readonly forgotten = new Map<string, number>();
  /** When every entry was last dropped at once. */
  private clearedAt = -Infinity;

  get(sessionToken: string): ResolvedSession | undefined {
    const entry = this.entries.get(sessionToken);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.session;
    this.entries.delete(sessionToken);
    return undefined;
  }

  /** Keeps what auth answered to a lookup that started at `askedAt`, unless the token was forgotten since. */
  remember(sessionToken: string, session: ResolvedSession, askedAt: number): void {
    const now = Date.now();
    const forgottenAt = this.forgotten.get(sessionToken);
    if (askedAt <= this.clearedAt || (forgottenAt !== undefined && forgottenAt >= askedAt)) return;
    // Never past the session's own end.
    const until = Math.min(now + SESSION_CACHE_TTL_MS, Date.parse(session.expiresAt));
    if (!(until > now)) return;
    this.entries.delete(sessionToken);
    this.entries.set(sessionToken, { session, until });
    trim(this.entries);
  }

  /** Drops every kept session, and any answer to a lookup that started before now. */
  clear(): void {
    this.entries.clear();
    this.clearedAt = Date.now();
  }

  forget(sessionToken: string): void {
    const now = Date.now();
    this.entries.delete(sessionToken);
    this.forgotten.delete(sessionToken);
    this.forgotten.set(sessionToken, now);
    // Insertion order is age order: drop the tombstones no lookup can still race with.
    for (const [token, at] of this.forgotten) {
      if (at > now - FORGOTTEN_FOR_MS) break;
      this.forgotten.delete(token);
    }
    trim(this.forgotten);
  }
}

function trim(map: Map<string, unknown>): void {
  for (const key of map.keys()) {
    if (map.size <= MAX_ENTRIES) return;
    map.delete(key);
  }
}
