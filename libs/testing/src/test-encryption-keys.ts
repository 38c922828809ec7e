/**
 * The keys the tests' services encrypt secrets at rest with (libs/config EncryptionKeySetting):
 * fixed, so a test can open what a service stored or sealed and check it, and patterns that
 * production refuses as guessable.
 */
export const TEST_ENCRYPTION_KEYS = {
  MAIL_SETTINGS_KEY: '0123456789abcdef'.repeat(4),
  RESET_LINK_KEY: '1f'.repeat(32),
  WEBHOOKS_SECRETS_KEY: '2e'.repeat(32),
  BILLING_SETTINGS_KEY: '3d'.repeat(32),
  AD_TOKENS_KEY: '4c'.repeat(32),
} as const;
