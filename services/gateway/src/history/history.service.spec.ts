import { type CurrentUser, type JobView, Rpc } from '@reelmix/contracts';
import type { RpcClient } from '@reelmix/messaging';
import { HistoryAnswers } from './history-answers';
import { HistoryService } from './history.service';

/** The jobs service as the gateway sees it: a history and its version, counting list reads. */
class JobsHistory {
  version = 'v1';
  jobs: Array<Pick<JobView, 'id'>> = [{ id: 'a' }];
  listReads = 0;

  readonly rpc = {
    request: async (_service: string, pattern: string) => {
      if (pattern === Rpc.HistoryVersion) return { version: this.version };
      if (pattern === Rpc.ListJobs) {
        this.listReads++;
        return this.jobs;
      }
      throw new Error(`unexpected ${pattern}`);
    },
  } as unknown as RpcClient;
}

const pro = { id: 'user-1', isPro: true, plan: 'pro' } as CurrentUser;

describe('HistoryService', () => {
  it('reads the list once per version and sends the held bytes while the version stands', async () => {
    const jobs = new JobsHistory();
    const service = new HistoryService(jobs.rpc);
    const first = await service.answer(pro, undefined);
    const second = await service.answer(pro, undefined);
    expect(JSON.parse(String(second.body))).toEqual([{ id: 'a' }]);
    expect(second.etag).toBe(first.etag);
    expect(jobs.listReads).toBe(1);

    jobs.version = 'v2';
    jobs.jobs = [{ id: 'b' }, { id: 'a' }];
    const changed = await service.answer(pro, first.etag);
    expect(changed.etag).not.toBe(first.etag);
    expect(JSON.parse(String(changed.body))).toEqual([{ id: 'b' }, { id: 'a' }]);
    expect(jobs.listReads).toBe(2);
  });

  it('answers without a body when the caller holds the current version', async () => {
    const jobs = new JobsHistory();
    const service = new HistoryService(jobs.rpc);
    const { etag } = await service.answer(pro, undefined);
    await expect(service.answer(pro, `"other", ${etag}`)).resolves.toEqual({ etag });
  });

  it('never lets a free answer stand for a Pro one of the same user', async () => {
    const jobs = new JobsHistory();
    const service = new HistoryService(jobs.rpc);
    const asPro = await service.answer(pro, undefined);
    const asFree = await service.answer({ ...pro, isPro: false, plan: 'free' }, asPro.etag);
    expect(asFree.etag).not.toBe(asPro.etag);
    expect(asFree.body).toBeDefined();
    expect(jobs.listReads).toBe(2);
  });
});

describe('HistoryAnswers', () => {
  it('holds answers up to its size, dropping the least recently used first', () => {
    const answers = new HistoryAnswers(10);
    answers.keep('a', 'e1', Buffer.alloc(4));
    answers.keep('b', 'e1', Buffer.alloc(4));
    answers.get('a', 'e1');
    answers.keep('c', 'e1', Buffer.alloc(4));
    expect(answers.get('b', 'e1')).toBeUndefined();
    expect(answers.get('a', 'e1')).toBeDefined();
    expect(answers.get('c', 'e1')).toBeDefined();
    expect(answers.size).toBe(8);
  });

  it('gives nothing for another version and holds nothing larger than its size', () => {
    const answers = new HistoryAnswers(10);
    answers.keep('a', 'e1', Buffer.alloc(4));
    expect(answers.get('a', 'e2')).toBeUndefined();
    answers.keep('a', 'e2', Buffer.alloc(11));
    expect(answers.get('a', 'e2')).toBeUndefined();
    expect(answers.size).toBe(0);
  });
});
