import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Plan, QuotaErrors, quotasOf, Rpc, rollingWindowWaitMs } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import type { IncomingMessage } from 'node:http';
import { DataSource } from 'typeorm';
import { ClipsRepository } from '../library/clips.repository';
import { UploadAllowance } from './upload-allowance';
import { UploadStartsRepository } from './upload-starts.repository';

const HOUR_MS = 3_600_000;

/**
 * The plan's quotas on uploading (plan-policy quotas): uploads started per rolling hour and bytes kept.
 * Asked once as an upload begins, before a byte of its body is read, so a refused upload costs
 * nothing but the answer. Stored bytes are the library clips this service keeps plus the outputs
 * the jobs service reports; outputs are asked for at each upload rather than copied here, so the
 * figure is never stale and has one owner.
 */
@Injectable()
export class UploadQuotaService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clips: ClipsRepository,
    private readonly starts: UploadStartsRepository,
    private readonly rpc: RpcClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async admit(request: IncomingMessage, caller: { userId: string; plan: Plan }): Promise<UploadAllowance> {
    const allowance = new UploadAllowance(caller.plan, await this.storedBytes(caller.userId));
    // A body that declares more than the room left cannot fit; an empty one still needs some room.
    if (!allowance.fits(Math.max(1, declaredLength(request)))) throw QuotaErrors.storedBytes(caller.plan, allowance.usedBytes);
    await this.recordStart(caller);
    return allowance;
  }

  private async storedBytes(userId: string): Promise<number> {
    const [sources, outputs] = await Promise.all([this.clips.storedBytesOf(userId), this.rpc.request('jobs', Rpc.StoredOutputs, { userId })]);
    return sources + outputs.bytes;
  }

  /** Counts this upload in the hour, or refuses it; one user's uploads take turns at the count. */
  private async recordStart(caller: { userId: string; plan: Plan }): Promise<void> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - HOUR_MS);
    await this.dataSource.transaction(async (manager) => {
      await this.starts.lockUser(manager, caller.userId);
      const starts = await this.starts.startedSince(manager, caller.userId, since);
      const entries = starts.map((start) => ({ at: start.startedAt, amount: 1 }));
      const waitMs = rollingWindowWaitMs(entries, { limit: quotasOf(caller.plan).uploadsPerHour, windowMs: HOUR_MS }, 1, now);
      if (waitMs > 0) throw QuotaErrors.uploadsPerHour(caller.plan, waitMs);
      await this.starts.add(manager, caller.userId, now, since);
    });
  }
}

/** The body length the client declared, or 0 when it sent none (chunked). */
function declaredLength(request: IncomingMessage): number {
  const length = Number(request.headers['content-length']);
  return Number.isSafeInteger(length) && length > 0 ? length : 0;
}
