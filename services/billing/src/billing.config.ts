import { DatabaseConfig, EncryptionKeySetting, httpsUrl, required, SafeInProduction, unpublished } from '@reelmix/config';
import { IsInt, Matches, Max, Min } from 'class-validator';

export class BillingConfig extends DatabaseConfig {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 3002;

  /** Stripe's secret key. Empty: the built-in test provider takes Stripe's place (local mode). */
  @Matches(/^$|^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, { message: 'must be a Stripe secret key (sk_test_… or sk_live_…) or empty' })
  @SafeInProduction(required('empty runs the built-in test provider, which takes a test card number as payment'), unpublished)
  STRIPE_SECRET_KEY: string = '';

  /** Given to the web app for Stripe Elements. */
  @Matches(/^$|^pk_(test|live)_[A-Za-z0-9_]+$/, { message: 'must be a Stripe publishable key (pk_…) or empty' })
  @SafeInProduction(required("the card form loads Stripe's card fields with it"))
  STRIPE_PUBLISHABLE_KEY: string = '';

  /** The $29/month recurring price of the Pro plan, created once in the Stripe dashboard. */
  @Matches(/^$|^price_[A-Za-z0-9_]+$/, { message: 'must be a Stripe price id (price_…) or empty' })
  @SafeInProduction(required("the Pro plan's $29/month price at Stripe, which subscriptions are made on"))
  STRIPE_PRICE_ID: string = '';

  /**
   * The webhook endpoint's signing secret; a secret saved by the admin "set up webhook" call wins,
   * so production may start without it (until then Stripe's events are refused, and the admin's
   * settings page says the webhook is not configured).
   */
  @Matches(/^$|^whsec_[A-Za-z0-9_]+$/, { message: 'must be a webhook signing secret (whsec_…) or empty' })
  STRIPE_WEBHOOK_SECRET: string = '';

  /**
   * 32 bytes as 64 hex characters (`openssl rand -hex 32`): encrypts the webhook signing secret the
   * admin "set up webhook" call keeps. Empty: that call is refused. Changing it makes the kept
   * secret unreadable; Stripe's events are then refused until the webhook is set up again.
   */
  @EncryptionKeySetting('it encrypts the Stripe webhook secret the admin "set up webhook" call keeps; without it that call is refused')
  BILLING_SETTINGS_KEY: string = '';

  /** Another address for Stripe's API, such as a local fake in tests. Empty: Stripe itself. */
  @Matches(/^$|^https?:\/\/[A-Za-z0-9.-]+(:\d+)?\/?$/, { message: 'must be an http(s)://host[:port] URL or empty' })
  STRIPE_API_URL: string = '';

  /** The site's public address: the webhook endpoint is registered under it. */
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'must be an http:// or https:// URL' })
  @SafeInProduction(httpsUrl)
  PUBLIC_URL: string = 'http://localhost:8080';

  /** How long before a trial ends the "trial ending" e-mail goes out. */
  @IsInt() @Min(1) @Max(24 * 14)
  TRIAL_ENDING_NOTICE_HOURS: number = 48;

  /** How often billing looks for trials about to end (and, in local mode, moves subscriptions on). */
  @IsInt() @Min(100) @Max(3600000)
  BILLING_SWEEP_MS: number = 60000;
}
