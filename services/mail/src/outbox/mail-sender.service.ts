import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { retryDelay } from '@reelmix/scheduling';
import { APP_CONFIG, PeriodicTask } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import type { MailConfig } from '../mail.config';
import { MailTransportService } from '../transport/mail-transport.service';
import { MailBodies } from './mail-bodies';
import { OutgoingMailRepository } from './outgoing-mail.repository';
import type { OutgoingMail } from './outgoing-mail.entity';

/** Failed attempts after which each further failure is logged as an error, not a warning. */
const ALARMING_ATTEMPTS = 10;

/**
 * Sends queued mail. Each mail is claimed, sent and marked sent in one transaction that holds its
 * row lock, so replicas never send the same row; a failure records the attempt and pushes
 * `next_attempt_at` back, so an unreachable server delays mail and never loses it; with no server
 * configured at all mail simply waits. A crash between
 * the server's acceptance and the commit can still resend one mail: SMTP offers no way to close
 * that gap, and the stable Message-ID lets receivers recognise the copy.
 */
@Injectable()
export class MailSenderService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MailSenderService.name);
  private readonly task: PeriodicTask<number>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mails: OutgoingMailRepository,
    private readonly transports: MailTransportService,
    private readonly bodies: MailBodies,
    @Inject(APP_CONFIG) private readonly config: MailConfig,
  ) {
    this.task = new PeriodicTask({
      name: 'Mail sender pass',
      everyMs: config.MAIL_POLL_MS,
      firstDelayMs: 0,
      failureLevel: 'error',
      logger: this.logger,
      run: (stopping) => this.drain(stopping),
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  /** Sends every mail that is due now, until told to stop; returns how many were attempted. */
  private async drain(stopping: AbortSignal): Promise<number> {
    let attempted = 0;
    while (!stopping.aborted && (await this.sendNext())) attempted += 1;
    return attempted;
  }

  private async sendNext(): Promise<boolean> {
    // With nowhere to send, mail is not touched: no attempt counted, no retry pushed back, so it
    // all goes out with the first pass after an admin saves SMTP settings.
    const transport = await this.transports.current();
    if (!transport) return false;
    return this.dataSource.transaction(async (manager) => {
      const mail = await this.mails.claimDue(manager);
      if (!mail) return false;
      try {
        // The full body exists only here, in memory, for the transport.
        await transport.send({ ...mail, ...this.bodies.toSend(mail) }, manager);
        await this.mails.markSent(manager, mail);
      } catch (error) {
        await this.recordFailure(mail, error as Error, (attempts, delay, message) =>
          this.mails.markFailed(manager, mail.id, attempts, delay, message),
        );
      }
      return true;
    });
  }

  private async recordFailure(
    mail: OutgoingMail,
    error: Error,
    save: (attempts: number, delayMs: number, message: string) => Promise<void>,
  ): Promise<void> {
    const attempts = mail.attempts + 1;
    // Doubling from the base to the cap, where it stays: there is no last attempt, a mail keeps
    // being retried until the server takes it.
    const delayMs = retryDelay(attempts, { baseMs: this.config.MAIL_RETRY_BASE_MS, maxMs: this.config.MAIL_RETRY_MAX_MS });
    await save(attempts, delayMs, error.message);
    const line = `Mail ${mail.id} (${mail.kind}) to ${mail.toAddress} failed (attempt ${attempts}): ${error.message}; retrying in ${delayMs} ms`;
    // Still retried at the cap; past this many failures someone should look at the mail settings.
    if (attempts >= ALARMING_ATTEMPTS) this.logger.error(line);
    else this.logger.warn(line);
  }
}
