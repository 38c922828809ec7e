import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, CLOCK, type Clock, PeriodicTask } from '@reelmix/service-host';
import { AdminSessionsRepository } from '../admins/admin-sessions.repository';
import { AuthConfig } from '../auth.config';
import { KnownAddressesRepository } from '../login/known-addresses.repository';
import { LoginAttemptsRepository } from '../login/login-attempts.repository';
import { KNOWN_ADDRESS_MEMORY_MS } from '../login/login-policy';
import { SessionsRepository } from '../sessions/sessions.repository';

const EVERY_MS = 10 * 60 * 1000;
/** Ended sessions are kept a while, so "when was this account last used" can still be answered. */
const ENDED_SESSION_GRACE_DAYS = 30;
/** The admin audit log already answers that for admins, so their ended sessions go at once. */
const ENDED_ADMIN_SESSION_GRACE_DAYS = 0;

/**
 * Deletes dead rows in small batches. Login counters are keyed by whatever e-mails and addresses
 * attackers try, so without this the table would grow without bound. Replicas may all run it:
 * batches skip rows another replica is deleting.
 */
@Injectable()
export class HousekeepingService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(HousekeepingService.name);
  private readonly task = new PeriodicTask({
    name: 'Housekeeping',
    everyMs: EVERY_MS,
    logger: this.logger,
    run: () => this.deleteDeadRows(),
  });

  constructor(
    private readonly attempts: LoginAttemptsRepository,
    private readonly knownAddresses: KnownAddressesRepository,
    private readonly sessions: SessionsRepository,
    private readonly adminSessions: AdminSessionsRepository,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  /** One pass; a failure is logged and the next pass tries again. A call during a pass joins it. */
  async sweep(): Promise<void> {
    await this.task.runNow();
  }

  /** No counter (login, reset or registration check) remembers anything older than this. */
  private longestCounterWindowMs(): number {
    const { LOGIN_FAILURE_MEMORY_MINUTES, RESET_WINDOW_MINUTES, REGISTRATION_CHECK_WINDOW_MINUTES } = this.config;
    return Math.max(LOGIN_FAILURE_MEMORY_MINUTES, RESET_WINDOW_MINUTES, REGISTRATION_CHECK_WINDOW_MINUTES) * 60_000;
  }

  private async deleteDeadRows(): Promise<void> {
    const counters = await this.attempts.deleteIdleSince(new Date(this.clock.now().getTime() - this.longestCounterWindowMs()));
    const sessions = await this.sessions.deleteEnded(ENDED_SESSION_GRACE_DAYS);
    const adminSessions = await this.adminSessions.deleteEnded(ENDED_ADMIN_SESSION_GRACE_DAYS);
    const addresses = await this.knownAddresses.forgetUnusedSince(new Date(this.clock.now().getTime() - KNOWN_ADDRESS_MEMORY_MS));
    if (counters + sessions + adminSessions + addresses > 0) {
      this.logger.log(
        `Deleted ${counters} expired login counters, ${sessions} ended sessions, ${adminSessions} ended admin sessions and ${addresses} unused sign-in addresses`,
      );
    }
  }
}
