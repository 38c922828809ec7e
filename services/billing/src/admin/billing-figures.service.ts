import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ActivityItem, BillingDashboardView, RevenueStatsView } from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import { COMPLIMENTARY_CUSTOMER } from '../subscriptions/complimentary';

interface RevenueRow {
  total: string;
  this_month: string;
}

interface ActivityRow {
  kind: 'trial' | 'started' | 'complimentary' | 'paid' | 'cancelled';
  cents: number | null;
  currency: string | null;
  user_id: string;
  email: string | null;
  at: Date;
}

/** The dashboard's revenue card and billing's part of the recent activity (docs/product-rules.md#admin-dashboard). */
@Injectable()
export class BillingFiguresService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * What was kept of every payment: paid minus refunded, in dollars. A refund counts against the
   * month of the payment it returns (invoices keep no refund date). "This month" is the calendar
   * month in UTC.
   */
  async revenue(): Promise<RevenueStatsView> {
    const now = this.clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const nextMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const [row] = (await this.dataSource.query(
      `SELECT
         COALESCE(SUM("amount_paid_cents" - "amount_refunded_cents"), 0) AS "total",
         COALESCE(SUM("amount_paid_cents" - "amount_refunded_cents") FILTER (WHERE "paid_at" >= $1 AND "paid_at" < $2), 0) AS "this_month"
       FROM "billing"."invoices"`,
      [monthStart, nextMonthStart],
    )) as RevenueRow[];
    return { total: Number(row.total) / 100, thisMonth: Number(row.this_month) / 100 };
  }

  /** The dashboard's revenue card and billing's part of its activity, in one answer. */
  async dashboard(limit: number): Promise<BillingDashboardView> {
    const [revenue, activity] = await Promise.all([this.revenue(), this.activity(limit)]);
    return { revenue, activity };
  }

  /** Trials, Pro starts, payments and cancellations, newest first; the user by e-mail where billing has it. */
  async activity(limit: number): Promise<ActivityItem[]> {
    // Each branch takes its own newest rows first, so no branch reads more than `limit`.
    const rows = (await this.dataSource.query(
      `SELECT "a".*, "c"."email" FROM (
         (SELECT CASE WHEN "provider_customer_id" = $2 THEN 'complimentary' WHEN "trial_end" IS NOT NULL THEN 'trial' ELSE 'started' END AS "kind",
                 NULL::integer AS "cents", NULL::text AS "currency", "user_id", "created_at" AS "at"
            FROM "billing"."subscriptions" ORDER BY "created_at" DESC LIMIT $1)
         UNION ALL
         (SELECT 'paid', "amount_paid_cents", "currency", "user_id", "paid_at"
            FROM "billing"."invoices" WHERE "amount_paid_cents" > 0 ORDER BY "paid_at" DESC LIMIT $1)
         UNION ALL
         (SELECT 'cancelled', NULL, NULL, "user_id", "cancelled_at"
            FROM "billing"."subscriptions" WHERE "cancelled_at" IS NOT NULL ORDER BY "cancelled_at" DESC LIMIT $1)
       ) AS "a"
       LEFT JOIN "billing"."customers" AS "c" ON "c"."user_id" = "a"."user_id"
       ORDER BY "a"."at" DESC
       LIMIT $1`,
      [limit, COMPLIMENTARY_CUSTOMER],
    )) as ActivityRow[];
    return rows.map((row) => ({ action: actionOf(row), user: row.email ?? row.user_id, date: new Date(row.at).toISOString() }));
  }
}

function actionOf(row: ActivityRow): string {
  switch (row.kind) {
    case 'trial':
      return 'Started Pro trial';
    case 'started':
      return 'Started Pro';
    case 'complimentary':
      return 'Given Pro by an admin';
    case 'paid':
      return `Paid ${money(row.cents ?? 0, row.currency ?? 'usd')}`;
    case 'cancelled':
      return 'Cancelled Pro';
  }
}

function money(cents: number, currency: string): string {
  const amount = (cents / 100).toFixed(2);
  return currency.toLowerCase() === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}
