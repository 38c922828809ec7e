import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DomainError,
  downloadNameOfPath,
  ErrorCode,
  JobCompletedV1,
  JobFailedV1,
  NOTIFIED_JOB,
  parseDownloadName,
  PASSWORD_RESET_TOKEN_PURPOSE,
  PasswordResetRequestedV1,
  PasswordResetRequestedV2,
  Rpc,
} from '@reelmix/contracts';
import { SecretCipher } from '@reelmix/db';
import { HandlerOutcome, RpcClient } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import { EntityManager } from 'typeorm';
import type { MailConfig } from '../mail.config';
import { OutgoingMailRepository } from '../outbox/outgoing-mail.repository';
import { jobCompletedMail } from '../templates/job-completed.templates';
import { jobFailedMail } from '../templates/job-failed.templates';
import { passwordResetMail } from '../templates/password-reset.templates';
import { MailUserRepository } from '../users/mail-user.repository';
import { jobDownloadLinks } from './job-download-links';

/**
 * Turns events into queued mail. Only inserts into the outbox, inside the event's transaction:
 * sending happens later, so a slow or absent SMTP server never holds up or fails an event.
 */
@Injectable()
export class MailRequestsService {
  private readonly logger = new Logger(MailRequestsService.name);

  /** Opens the reset token auth sealed; null without RESET_LINK_KEY. */
  private readonly resetTokens: SecretCipher | null;

  constructor(
    private readonly outbox: OutgoingMailRepository,
    private readonly users: MailUserRepository,
    private readonly rpc: RpcClient,
    @Inject(APP_CONFIG) private readonly config: MailConfig,
  ) {
    this.resetTokens = SecretCipher.fromSetting(config.RESET_LINK_KEY, PASSWORD_RESET_TOKEN_PURPOSE);
  }

  /**
   * A token that cannot be opened is thrown, not skipped: the event goes back to the queue and,
   * past the delivery limit, waits in the dead-letter queue to be replayed once the key is right.
   */
  async passwordReset(manager: EntityManager, event: PasswordResetRequestedV2, messageId: string): Promise<HandlerOutcome> {
    if (!this.resetTokens) throw new Error("A reset e-mail cannot be written: RESET_LINK_KEY is not set (it must be the same as auth's)");
    let token: string;
    try {
      token = this.resetTokens.decrypt(event.encryptedToken);
    } catch {
      throw new Error("A reset e-mail cannot be written: its token does not decrypt with RESET_LINK_KEY (is it the same as auth's?)");
    }
    return this.queuePasswordReset(manager, { userId: event.userId, email: event.email, token }, messageId);
  }

  /** An event published before the token was encrypted: mailed as before, unless its hour is over. */
  async legacyPasswordReset(manager: EntityManager, event: PasswordResetRequestedV1, messageId: string): Promise<HandlerOutcome> {
    if (Date.parse(event.expiresAt) <= Date.now()) return 'skipped';
    return this.queuePasswordReset(manager, event, messageId);
  }

  private async queuePasswordReset(manager: EntityManager, event: { userId: string; email: string; token: string }, messageId: string): Promise<HandlerOutcome> {
    // The event names the address; keeping it also fills in users registered before mail existed.
    if (!(await this.users.remember(manager, event.userId, event.email))) return 'skipped';
    const content = await passwordResetMail({ publicUrl: this.config.PUBLIC_URL, token: event.token });
    await this.outbox.add(manager, {
      kind: 'password-reset',
      sourceMessageId: messageId,
      toAddress: event.email,
      userId: event.userId,
      ...content,
    });
    return 'done';
  }

  async jobCompleted(manager: EntityManager, event: JobCompletedV1, messageId: string): Promise<HandlerOutcome> {
    const to = await this.users.requireAddress(manager, event.userId);
    if (!to) return 'skipped';
    const fileNames = event.fileNames ?? (await this.fileNamesFromJobs(event));
    if (!fileNames) return 'skipped';
    const links = jobDownloadLinks(
      { publicUrl: this.config.PUBLIC_URL, secret: this.config.DOWNLOAD_LINK_SECRET, ttlHours: this.config.DOWNLOAD_LINK_TTL_HOURS, now: new Date() },
      event.userId,
      { jobId: event.jobId, fileNames },
    );
    const content = await jobCompletedMail({
      publicUrl: this.config.PUBLIC_URL,
      jobName: event.jobName,
      outputCount: event.outputCount,
      downloads: links.downloads,
      archiveUrl: links.archiveUrl,
      linksValidHours: this.config.DOWNLOAD_LINK_TTL_HOURS,
      linksExpireAt: links.expiresAt,
    });
    await this.outbox.add(manager, { kind: 'job-completed', sourceMessageId: messageId, toAddress: to, userId: event.userId, ...content });
    return 'done';
  }

  async jobFailed(manager: EntityManager, event: JobFailedV1, messageId: string): Promise<HandlerOutcome> {
    const to = await this.users.requireAddress(manager, event.userId);
    if (!to) return 'skipped';
    const content = await jobFailedMail({ publicUrl: this.config.PUBLIC_URL, reason: event.reason, jobName: event.jobName });
    await this.outbox.add(manager, { kind: 'job-failed', sourceMessageId: messageId, toAddress: to, userId: event.userId, ...content });
    return 'done';
  }

  /**
   * For an event published before it carried the file names: they are the jobs service's to
   * give. Any failure of the call (jobs
   * down or slow, the broker away) is thrown: the event returns to the queue and is retried with
   * backoff, and past the delivery limit it waits in the dead-letter queue to be replayed. The
   * mail comes late rather than never, or without its links. Only a job that no longer exists
   * (deleted with its account since) is skipped: no retry could bring it back.
   * `NOTIFIED_JOB` in place of a plan: the mail is about this job even if a free user has started a newer one since.
   */
  private async fileNamesFromJobs(event: JobCompletedV1): Promise<string[] | null> {
    try {
      const job = await this.rpc.request('jobs', Rpc.GetJob, { jobId: event.jobId, userId: event.userId, plan: NOTIFIED_JOB });
      return job.outputVideos.flatMap((path) => {
        const parsed = parseDownloadName(downloadNameOfPath(path));
        return parsed && parsed.jobId === event.jobId ? [parsed.fileName] : [];
      });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== ErrorCode.NotFound) throw error;
      this.logger.warn(`Job ${event.jobId} of user ${event.userId} no longer exists; no completion mail`);
      return null;
    }
  }
}
