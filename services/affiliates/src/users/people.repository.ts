import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CardFingerprint } from './card-fingerprint.entity';
import { ProgrammeUser } from './programme-user.entity';
import { Referral } from './referral.entity';
import { SELF_REFERRAL_SIGNAL_SQL, type SelfReferralSignal } from './self-referral-signals';
import { Sighting, type SightingKind } from './sighting.entity';

/** Devices and addresses kept per account, each: enough for the browsers and networks one person uses. */
export const SIGHTINGS_KEPT = 20;

export interface ReferralPair {
  referredId: string;
  referrerId: string;
}

export interface SelfReferral extends ReferralPair {
  signal: SelfReferralSignal;
}

/**
 * The `users`, `referrals`, `card_fingerprints` and `sightings` tables: who is who, who referred
 * whom, and what each account was seen with.
 */
@Injectable()
export class PeopleRepository {
  /** From user.registered.v1. A deleted account is never brought back by a late registration. */
  async rememberRegistration(manager: EntityManager, userId: string, email: string, registeredAt: Date): Promise<void> {
    await manager.query(
      `INSERT INTO "affiliates"."users" ("user_id", "email", "registered_at") VALUES ($1, $2, $3)
       ON CONFLICT ("user_id") DO UPDATE SET "registered_at" = EXCLUDED."registered_at", "updated_at" = now()
       WHERE "users"."deleted_at" IS NULL`,
      [userId, email, registeredAt],
    );
  }

  /** The address of a signed-in user enrolling: current, so it wins over the one from registration. */
  async rememberEmail(manager: EntityManager, userId: string, email: string): Promise<void> {
    await manager.query(
      `INSERT INTO "affiliates"."users" ("user_id", "email") VALUES ($1, $2)
       ON CONFLICT ("user_id") DO UPDATE SET "email" = EXCLUDED."email", "updated_at" = now()
       WHERE "users"."deleted_at" IS NULL`,
      [userId, email],
    );
  }

  async find(manager: EntityManager, userId: string): Promise<ProgrammeUser | null> {
    return manager.findOneBy(ProgrammeUser, { userId });
  }

  /** Records who referred a new user; the first referrer recorded stays. Returns whether it was new. */
  async addReferral(manager: EntityManager, referredId: string, referrerId: string, at: Date): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO "affiliates"."referrals" ("referred_id", "referrer_id", "referred_at") VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING "referred_id"`,
      [referredId, referrerId, at],
    );
    return rows.length === 1;
  }

  referralOf(manager: EntityManager, referredId: string): Promise<Referral | null> {
    return manager.findOneBy(Referral, { referredId });
  }

  async rememberCard(manager: EntityManager, userId: string, fingerprint: string, seenAt: Date): Promise<void> {
    await manager.query(
      `INSERT INTO "affiliates"."card_fingerprints" ("user_id", "fingerprint", "seen_at") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [userId, fingerprint, seenAt],
    );
  }

  /**
   * The account was seen with this device id or client address key; kept with when it was last,
   * the newest `SIGHTINGS_KEPT` of each kind only, so a client sending a new value with every call
   * cannot grow the table.
   */
  async rememberSighting(manager: EntityManager, userId: string, kind: SightingKind, value: string, seenAt: Date): Promise<void> {
    await manager.query(
      `INSERT INTO "affiliates"."sightings" ("user_id", "kind", "value", "last_seen_at") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("user_id", "kind", "value") DO UPDATE SET "last_seen_at" = GREATEST("sightings"."last_seen_at", EXCLUDED."last_seen_at")`,
      [userId, kind, value, seenAt],
    );
    await manager.query(
      `DELETE FROM "affiliates"."sightings" WHERE "user_id" = $1 AND "kind" = $2 AND "value" NOT IN (
         SELECT "value" FROM "affiliates"."sightings" WHERE "user_id" = $1 AND "kind" = $2 ORDER BY "last_seen_at" DESC, "value" LIMIT $3)`,
      [userId, kind, SIGHTINGS_KEPT],
    );
  }

  /**
   * Marks as self-referrals the referrals `userId` is part of (either side) whose two accounts
   * show a signal (self-referral-signals.ts), and returns those newly marked with their signal.
   */
  async markSelfReferrals(manager: EntityManager, userId: string, at: Date): Promise<SelfReferral[]> {
    // An UPDATE through `query` answers [rows, affected count].
    const [rows]: [Array<{ referred_id: string; referrer_id: string; signal: SelfReferralSignal }>, number] = await manager.query(
      `UPDATE "affiliates"."referrals" marked SET "self_referral_at" = $2, "self_referral_signal" = judged."signal"
       FROM (
         SELECT r."referred_id", ${SELF_REFERRAL_SIGNAL_SQL} AS "signal"
         FROM "affiliates"."referrals" r
         WHERE r."self_referral_at" IS NULL AND (r."referred_id" = $1 OR r."referrer_id" = $1)
       ) judged
       WHERE marked."referred_id" = judged."referred_id" AND judged."signal" IS NOT NULL
       RETURNING marked."referred_id", marked."referrer_id", judged."signal"`,
      [userId, at],
    );
    return rows.map((row) => ({ referredId: row.referred_id, referrerId: row.referrer_id, signal: row.signal }));
  }

  /** Referred users per affiliate. */
  async referralCounts(manager: EntityManager, affiliateIds: string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>(affiliateIds.map((id) => [id, 0]));
    if (affiliateIds.length === 0) return counts;
    const rows: Array<{ referrer_id: string; count: number }> = await manager.query(
      `SELECT "referrer_id", COUNT(*)::int AS count FROM "affiliates"."referrals" WHERE "referrer_id" = ANY($1::uuid[]) GROUP BY "referrer_id"`,
      [affiliateIds],
    );
    for (const row of rows) counts.set(row.referrer_id, row.count);
    return counts;
  }

  /**
   * Erases what identifies a deleted account: its address, its cards and where it was seen. The
   * referral itself (two ids) stays, so the referrer's history and the commissions it explains
   * remain whole.
   */
  async forget(manager: EntityManager, userId: string, deletedAt: Date): Promise<void> {
    await manager.query(
      `INSERT INTO "affiliates"."users" ("user_id", "email", "deleted_at") VALUES ($1, NULL, $2)
       ON CONFLICT ("user_id") DO UPDATE SET "email" = NULL, "deleted_at" = EXCLUDED."deleted_at", "updated_at" = now()`,
      [userId, deletedAt],
    );
    await manager.delete(CardFingerprint, { userId });
    await manager.delete(Sighting, { userId });
  }
}
