import { sleep } from '@reelmix/testing';
import { type Account, createAccount, logIn, withAuthRpc } from '../../../e2e/fixtures/customer';
import type { FaultStack } from '../fault-stack';
import { emptyTally, type Tally } from '../ledger';

const EVERY_MS = 400;

/**
 * Customers signing in while a fault is on: one login every 400 ms with a real password. A login
 * the gateway answered 200 is acknowledged; it is completed when its session still opens
 * `/api/auth/me` once the stack has recovered, and lost when it does not.
 */
export class LoginTraffic {
  private readonly sessions: string[] = [];
  private attempted = 0;
  private running = true;
  private readonly loop: Promise<void>;

  private constructor(
    private readonly gateway: string,
    private readonly account: Account,
  ) {
    this.loop = this.run();
  }

  static async start(stack: FaultStack): Promise<LoginTraffic> {
    const account = await withAuthRpc(stack.amqpUrl, (rpc) => createAccount(rpc));
    return new LoginTraffic(stack.gateway, account);
  }

  /** Stops signing in and checks every acknowledged session (call once the stack is up again). */
  async finish(): Promise<{ tally: Tally; problems: string[] }> {
    this.running = false;
    await this.loop;
    let open = 0;
    for (const cookie of this.sessions) {
      const me = await fetch(`${this.gateway}/api/auth/me`, { headers: { Cookie: cookie } }).catch(() => undefined);
      if (me?.ok) open += 1;
    }
    const tally: Tally = { ...emptyTally(), attempted: this.attempted, acknowledged: this.sessions.length, completed: open };
    tally.lost = tally.acknowledged - tally.completed;
    return { tally, problems: tally.lost > 0 ? [`${tally.lost} of ${tally.acknowledged} acknowledged logins left no working session`] : [] };
  }

  private async run(): Promise<void> {
    while (this.running) {
      const started = Date.now();
      this.attempted += 1;
      const answer = await logIn(this.gateway, this.account.email, this.account.password).catch(() => undefined);
      if (answer?.status === 200 && answer.cookie) this.sessions.push(answer.cookie);
      await sleep(Math.max(0, EVERY_MS - (Date.now() - started)));
    }
  }
}
