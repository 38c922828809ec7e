// The settings `npm start` gives its services, and that its setup step reads: npm start's local
// defaults, then `.env`, then the environment (which wins). Built-ins only: setup runs before
// node_modules exists.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { layerSettings, loadEnvFile } from './env-file.mjs';

/** What npm start runs with when neither `.env` nor the environment says otherwise. */
function localDefaults() {
  return {
    NODE_ENV: 'development',
    LOG_FORMAT: 'pretty',
    DATABASE_URL: 'postgres://postgres@localhost:5432/reelmix',
    AMQP_URL: 'amqp://guest:guest@localhost:5672',
    STORAGE_DIR: '.data/storage',
    // Proves to the uploads service that an upload came through the gateway; new every start.
    INTERNAL_TOKEN: randomBytes(24).toString('hex'),
  };
}

export function startSettings({ envFile = '.env', environment = process.env } = {}) {
  return layerSettings(localDefaults(), loadEnvFile(envFile), environment);
}

/**
 * Keys whose values must outlive a restart: DOWNLOAD_LINK_SECRET signs the links already e-mailed,
 * MAIL_SETTINGS_KEY encrypts the SMTP password admins saved and the mail waiting to be sent,
 * RESET_LINK_KEY the reset tokens in events not yet mailed, WEBHOOKS_SECRETS_KEY customers' webhook
 * signing secrets, BILLING_SETTINGS_KEY the Stripe webhook secret an admin set up, AD_TOKENS_KEY the
 * ad platforms' access tokens buyers connected. From `settings` when set, else generated once and
 * kept in `file`.
 */
export function lastingSecrets(settings, file = '.data/secrets.json') {
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const makers = {
    DOWNLOAD_LINK_SECRET: () => randomBytes(32).toString('base64url'),
    MAIL_SETTINGS_KEY: () => randomBytes(32).toString('hex'),
    RESET_LINK_KEY: () => randomBytes(32).toString('hex'),
    WEBHOOKS_SECRETS_KEY: () => randomBytes(32).toString('hex'),
    BILLING_SETTINGS_KEY: () => randomBytes(32).toString('hex'),
    AD_TOKENS_KEY: () => randomBytes(32).toString('hex'),
  };
  const values = {};
  let generated = false;
  for (const [name, make] of Object.entries(makers)) {
    if (settings[name]) {
      values[name] = settings[name];
      continue;
    }
    if (!kept[name]) {
      kept[name] = make();
      generated = true;
    }
    values[name] = kept[name];
  }
  if (generated) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(kept, null, 2), { mode: 0o600 });
  }
  return values;
}
