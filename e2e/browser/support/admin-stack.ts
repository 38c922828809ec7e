import { SmtpCapture } from '@reelmix/testing';
import { BrowserStack } from './browser-stack';

/**
 * The login the SMTP capture demands. The environment's SMTP settings and the ones the settings
 * journey saves both carry it, so every mail of the run, whichever settings sent it, arrives.
 */
export const SMTP_LOGIN = { user: 'reelmix-mailer', password: 'capture password' } as const;

/**
 * The stack for the admin journeys: `npm start` with its outgoing mail pointed at a real SMTP
 * server on loopback that keeps every message, so a journey can read what a customer would get.
 */
export class AdminBrowserStack extends BrowserStack {
  private capture?: SmtpCapture;

  constructor(portOffset: number) {
    super(portOffset, { name: 'admin-browser' });
  }

  get mail(): SmtpCapture {
    if (!this.capture) throw new Error('the SMTP capture has not started');
    return this.capture;
  }

  override async start(): Promise<void> {
    this.capture = new SmtpCapture(await SmtpCapture.freePort(), { login: SMTP_LOGIN });
    await this.capture.start();
    await super.start({
      ...this.capture.clientSettings(),
      SMTP_USER: SMTP_LOGIN.user,
      SMTP_PASSWORD: SMTP_LOGIN.password,
    });
  }

  override async stop(): Promise<void> {
    await super.stop();
    await this.capture?.stop();
  }
}
