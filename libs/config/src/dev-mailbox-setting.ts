import type { BaseConfig } from './base.config';
import { off, SafeInProduction } from './production-rules';
import { ToBoolean } from './to-boolean';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mixin pattern needs an open constructor type
type ConfigClass<T extends BaseConfig> = new (...args: any[]) => T;

/**
 * Adds DEV_MAILBOX, read by mail (keeps mail in its dev mailbox table when no SMTP server is
 * configured) and the gateway (shows that table at /dev/mailbox, to loopback clients only). Only
 * `npm start` turns it on; anywhere else mail with no SMTP server waits in the outbox.
 */
export function WithDevMailboxSetting<T extends BaseConfig>(Base: ConfigClass<T>) {
  class DevMailboxSetting extends (Base as ConfigClass<BaseConfig>) {
    @ToBoolean()
    @SafeInProduction(off('it keeps every e-mail, reset links included, readable at /dev/mailbox; set SMTP_HOST or save SMTP settings instead'))
    DEV_MAILBOX: boolean = false;
  }
  return DevMailboxSetting as unknown as ConfigClass<T & DevMailboxSetting>;
}

export interface DevMailboxSetting {
  DEV_MAILBOX: boolean;
}
