import { Injectable } from '@nestjs/common';
import { type CurrentUser, type ListJobsRequest, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { HistoryAnswers } from './history-answers';

/** Enough for a few hundred long Pro histories. */
const HELD_ANSWER_BYTES = 32 * 1024 * 1024;

export interface HistoryAnswer {
  etag: string;
  /** The JSON of the job list; absent when the caller already holds this version. */
  body?: Buffer;
}

/**
 * A customer's Video History. The jobs service owns it; the gateway asks it first for the
 * history's version (one small indexed query) and sends the bytes it already holds for that
 * version, or lets the browser keep its own copy (ETag, 304). Only a changed history is read
 * and carried in full. The version is taken before the list, so a list read later is never
 * older than the version it is held under: at worst it is read again on the next call.
 */
@Injectable()
export class HistoryService {
  private readonly answers = new HistoryAnswers(HELD_ANSWER_BYTES);

  constructor(private readonly rpc: RpcClient) {}

  async answer(user: CurrentUser, ifNoneMatch: string | undefined): Promise<HistoryAnswer> {
    const plan = user.plan;
    const request: ListJobsRequest = { userId: user.id, plan };
    const { version } = await this.rpc.request('jobs', Rpc.HistoryVersion, request);
    // The plan decides how much the history shows, so it is part of the version the caller holds.
    const etag = `"${plan}-${version}"`;
    if (ifNoneMatch !== undefined && ifNoneMatch.split(/\s*,\s*/).includes(etag)) return { etag };
    const key = `${user.id}:${plan}`;
    const held = this.answers.get(key, etag);
    if (held) return { etag, body: held };
    const body = Buffer.from(JSON.stringify(await this.rpc.request('jobs', Rpc.ListJobs, request)));
    this.answers.keep(key, etag, body);
    return { etag, body };
  }
}
