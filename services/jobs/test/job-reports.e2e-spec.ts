import { type INestApplication } from '@nestjs/common';
import { ADS_EXPORT_LIMITS, type DomainError, ErrorCode, Events, HTTP_STATUS_OF, JOB_NAME_LIMITS, jobLabel, type JobView, Rpc, TOO_MANY_REPORTS, type Plan } from '@reelmix/contracts';
import { ambiguousRowsMessage, NO_ROWS_MATCHED_MESSAGE, NOT_A_CSV_EXPORT_MESSAGE } from '@reelmix/analysis';
import { RpcClient } from '@reelmix/messaging';
import { ControlledClock } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { JobOutput } from '../src/jobs/job-output.entity';
import { Job } from '../src/jobs/job.entity';
import { NO_OUTPUTS_MESSAGE } from '../src/jobs-errors';
import { JobReport } from '../src/reports/job-report.entity';
import { REPORT_LIMITS } from '../src/reports/report-throttle';
import { deliver, startIsolatedJobs } from './support/jobs-test-app';

/** The two outputs of each job, named as the default template names them after the job's label. */
const OUTPUTS = ['h1-b1-c1_9x16.mp4', 'h2-b1-c1_9x16.mp4'];

/** A Meta Ads Manager export of a job's two outputs (`Summer` + the job's label): the first hook draws three times the clicks. */
const META_EXPORT_OF = (label: string) => [
  'Ad name,Amount spent (USD),Impressions,Link clicks,Results',
  `Summer ${label}-h1-b1-c1_9x16,100.00,100000,3000,300`,
  `Summer ${label}-h2-b1-c1_9x16,100.00,100000,1000,40`,
  'Spare ad,1.00,100,1,0',
].join('\n');

/*
 * Buyers read their ad platform's export back against a finished job and keep the report with
 * it: listed with the job in the history, opened, read again with another metric, deleted, and
 * gone with the account. Only someone who may open the job may touch its reports.
 */
describe('jobs: ads-export reports kept per job', () => {
  const clock = new ControlledClock();
  let stop: (() => Promise<void>) | undefined;
  let app: INestApplication;
  let rpc: RpcClient;
  let db: DataSource;

  const clip = (userId: string, section: 'intro' | 'body' | 'cta', originalName: string) => ({
    clipId: randomUUID(),
    section,
    objectKey: `sources/${userId}/${randomUUID()}.mp4`,
    originalName,
    durationSec: 2,
  });

  /** Each finished job's label, so an export can name its outputs. */
  const labels = new Map<string, string>();
  const exportOf = (jobId: string) => META_EXPORT_OF(labels.get(jobId) ?? 'j0');

  /** A job of two hooks, a body and a CTA; finished with its two outputs unless `withOutputs` is false. */
  async function finishedJob(userId: string, withOutputs = true): Promise<JobView> {
    const job = await rpc.request('jobs', Rpc.CreateJob, {
      userId,
      plan: 'free',
      placements: ['9:16'],
      clips: [clip(userId, 'intro', 'hook1.mp4'), clip(userId, 'intro', 'hook2.mp4'), clip(userId, 'body', 'body.mp4'), clip(userId, 'cta', 'cta.mp4')],
    });
    if (!withOutputs) return job;
    await db.getRepository(Job).update({ id: job.id }, { status: 'completed', completedAt: clock.now(), producedOutputs: OUTPUTS.length });
    labels.set(job.id, jobLabel(job.number));
    await db.getRepository(JobOutput).insert(
      OUTPUTS.map((fileName, i) => ({
        jobId: job.id,
        fileName: `${jobLabel(job.number)}-${fileName}`,
        intro: i + 1,
        body: 1,
        cta: 1,
        placement: '9:16' as const,
        objectKey: `outputs/${userId}/${job.id}/${fileName}`,
        doneAt: clock.now(),
        sizeBytes: '1000',
        sha256: 'a'.repeat(64),
      })),
    );
    return job;
  }

  const lookup = (userId: string, jobId: string, plan: Plan = 'pro') => ({ userId, jobId, plan });
  const create = (userId: string, jobId: string, csv = exportOf(jobId), fileName = 'meta-export.csv', plan: Plan = 'pro') =>
    rpc.request('jobs', Rpc.CreateJobReport, { ...lookup(userId, jobId, plan), fileName, csv, reading: { metric: 'ctr' } });
  const list = (userId: string, jobId: string, plan: Plan = 'pro') => rpc.request('jobs', Rpc.ListJobReports, lookup(userId, jobId, plan));
  const get = (userId: string, jobId: string, reportId: string) => rpc.request('jobs', Rpc.GetJobReport, { ...lookup(userId, jobId), reportId });
  const remove = (userId: string, jobId: string, reportId: string) => rpc.request('jobs', Rpc.DeleteJobReport, { ...lookup(userId, jobId), reportId });
  const history = (userId: string) => rpc.request('jobs', Rpc.ListJobs, { userId, plan: 'pro' });
  const refusalOf = (work: Promise<unknown>) =>
    work.then(
      () => {
        throw new Error('expected a refusal');
      },
      (error: DomainError) => error,
    );
  const reportRowsOf = (userId: string) => db.getRepository(JobReport).countBy({ userId });

  beforeAll(async () => {
    ({ app, rpc, db, stop } = await startIsolatedJobs(clock));
  });

  afterAll(async () => {
    await stop?.();
  });

  it('keeps a report of a Meta export, lists it newest first, reads it again with another metric and deletes it', async () => {
    const userId = randomUUID();
    const job = await finishedJob(userId);

    const first = await create(userId, job.id);
    expect(first).toMatchObject({ jobId: job.id, fileName: 'meta-export.csv', metric: 'ctr', mapping: null, csv: exportOf(job.id), rows: 3, matchedRows: 2 });
    expect(first.winners).toEqual({ hook: 'hook1.mp4', body: null, cta: null, placement: null });
    expect(first.report.source).toBe('meta');
    expect(first.report.currency).toBe('USD');
    expect(first.report.matching.unmatchedRows).toEqual(['Spare ad']);
    expect(first.createdAt).toBe(first.updatedAt);
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);

    clock.advance(1000);
    const second = await create(userId, job.id, exportOf(job.id), 'second.csv');
    const listed = await list(userId, job.id);
    expect(listed.map((summary) => summary.id)).toEqual([second.id, first.id]);
    expect(listed[1]).toEqual({
      id: first.id,
      jobId: job.id,
      fileName: 'meta-export.csv',
      metric: 'ctr',
      createdAt: first.createdAt,
      updatedAt: first.updatedAt,
      rows: 3,
      matchedRows: 2,
      winners: first.winners,
    });
    expect(await get(userId, job.id, first.id)).toEqual(first);

    clock.advance(1000);
    const reread = await rpc.request('jobs', Rpc.UpdateJobReport, { ...lookup(userId, job.id), reportId: first.id, reading: { metric: 'conversionRate' } });
    expect(reread).toMatchObject({ id: first.id, metric: 'conversionRate', createdAt: first.createdAt, csv: exportOf(job.id), rows: 3, matchedRows: 2 });
    expect(reread.report.metric).toBe('conversionRate');
    expect(reread.report.sections.hook.verdict.metric).toBe('conversionRate');
    expect(reread.updatedAt > first.updatedAt).toBe(true);
    expect(await get(userId, job.id, first.id)).toEqual(reread);

    await expect(remove(userId, job.id, first.id)).resolves.toEqual({ id: first.id });
    expect((await list(userId, job.id)).map((summary) => summary.id)).toEqual([second.id]);
    expect((await refusalOf(get(userId, job.id, first.id))).code).toBe(ErrorCode.NotFound);
    expect((await refusalOf(remove(userId, job.id, first.id))).code).toBe(ErrorCode.NotFound);
  });

  it('reads an export with a mapping when its headers are not recognised, and keeps the mapping', async () => {
    const userId = randomUUID();
    const job = await finishedJob(userId);
    const label = labels.get(job.id);
    const csv = ['Creative,Views,Taps', `${label}-h1-b1-c1_9x16,1000,30`, `${label}-h2-b1-c1_9x16,1000,10`].join('\n');
    const mapping = { adName: 'Creative', impressions: 'Views', clicks: 'Taps' };
    const kept = await rpc.request('jobs', Rpc.CreateJobReport, { ...lookup(userId, job.id), fileName: 'custom.csv', csv, reading: { metric: 'ctr', mapping } });
    expect(kept).toMatchObject({ mapping, rows: 2, matchedRows: 2 });
    expect(kept.report.source).toBe('custom');
  });

  it('refuses unrecognised columns with a 400 naming the missing ones, and keeps nothing', async () => {
    const userId = randomUUID();
    const job = await finishedJob(userId);
    const refused = await refusalOf(create(userId, job.id, 'Creative,Views\nh1-b1-c1_9x16,1000'));
    expect(refused.code).toBe(ErrorCode.ValidationFailed);
    expect(HTTP_STATUS_OF[refused.code]).toBe(400);
    expect(refused.message).toMatch(/^The export has no Ad name or Impressions columns\. Choose the columns in the app/);
    expect(await reportRowsOf(userId)).toBe(0);
  });

  it('refuses an export none of whose rows match the job, and a file that is not a CSV export, with a 400 saying why, and keeps nothing', async () => {
    const userId = randomUUID();
    const job = await finishedJob(userId);
    const unmatched = await refusalOf(create(userId, job.id, 'Ad name,Impressions,Link clicks\nSpring sale,1000,10'));
    expect(HTTP_STATUS_OF[unmatched.code]).toBe(400);
    expect(unmatched.message).toBe(NO_ROWS_MATCHED_MESSAGE);
    const binary = await refusalOf(create(userId, job.id, 'PK\u0003\u0004\u0014\u0000binary'));
    expect(HTTP_STATUS_OF[binary.code]).toBe(400);
    expect(binary.message).toBe(NOT_A_CSV_EXPORT_MESSAGE);
    expect(await reportRowsOf(userId)).toBe(0);
  });

  it('refuses a job with no finished outputs', async () => {
    const userId = randomUUID();
    const job = await finishedJob(userId, false);
    const refused = await refusalOf(create(userId, job.id));
    expect(refused).toMatchObject({ code: ErrorCode.ValidationFailed, message: NO_OUTPUTS_MESSAGE });
  });

  it("answers another user's job as its view does, and a report of another job as not found", async () => {
    const owner = randomUUID();
    const job = await finishedJob(owner);
    const other = await finishedJob(owner);
    const report = await create(owner, job.id);

    const stranger = randomUUID();
    for (const call of [create(stranger, job.id), list(stranger, job.id), get(stranger, job.id, report.id), remove(stranger, job.id, report.id)]) {
      expect((await refusalOf(call)).code).toBe(ErrorCode.NotFound);
    }
    expect((await refusalOf(rpc.request('jobs', Rpc.GetJob, lookup(stranger, job.id)))).code).toBe(ErrorCode.NotFound);

    // Another job of the same owner does not hold this report.
    expect((await refusalOf(get(owner, other.id, report.id))).code).toBe(ErrorCode.NotFound);
    expect((await refusalOf(remove(owner, other.id, report.id))).code).toBe(ErrorCode.NotFound);
    const update = rpc.request('jobs', Rpc.UpdateJobReport, { ...lookup(owner, other.id), reportId: report.id, reading: { metric: 'hookRate' } });
    expect((await refusalOf(update)).code).toBe(ErrorCode.NotFound);

    // Without full history only the latest job opens, as the job view answers.
    expect((await refusalOf(rpc.request('jobs', Rpc.GetJob, lookup(owner, job.id, 'free')))).code).toBe(ErrorCode.Forbidden);
    expect((await refusalOf(list(owner, job.id, 'free'))).code).toBe(ErrorCode.Forbidden);
    expect((await refusalOf(create(owner, job.id, exportOf(job.id), 'x.csv', 'free'))).code).toBe(ErrorCode.Forbidden);
    await expect(list(owner, other.id, 'free')).resolves.toEqual([]);
    expect(await get(owner, job.id, report.id)).toEqual(report);
  });

  it(`keeps at most ${ADS_EXPORT_LIMITS.reportsPerJob} reports a job`, async () => {
    const userId = randomUUID();
    const job = await finishedJob(userId);
    const kept = await create(userId, job.id);
    const row = await db.getRepository(JobReport).findOneByOrFail({ id: kept.id });
    await db.getRepository(JobReport).insert(Array.from({ length: ADS_EXPORT_LIMITS.reportsPerJob - 1 }, () => ({ ...row, id: randomUUID() })));
    const refused = await refusalOf(create(userId, job.id));
    expect(refused).toMatchObject({ code: ErrorCode.Conflict, message: TOO_MANY_REPORTS });
    expect(await reportRowsOf(userId)).toBe(ADS_EXPORT_LIMITS.reportsPerJob);
  });

  it(`reads at most ${REPORT_LIMITS.readingsPerUserPerMinute} exports a minute per customer`, async () => {
    const userId = randomUUID();
    const job = await finishedJob(userId);
    const kept = await create(userId, job.id);
    const reread = () => rpc.request('jobs', Rpc.UpdateJobReport, { ...lookup(userId, job.id), reportId: kept.id, reading: { metric: 'ctr' } });
    for (let i = 1; i < REPORT_LIMITS.readingsPerUserPerMinute; i++) await reread();
    const refused = await refusalOf(reread());
    expect(refused.code).toBe(ErrorCode.RateLimited);
    expect(HTTP_STATUS_OF[refused.code]).toBe(429);
    expect((refused.details as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    // Another customer is not held back.
    const otherUser = randomUUID();
    await expect(create(otherUser, (await finishedJob(otherUser)).id)).resolves.toMatchObject({ matchedRows: 2 });
    clock.advance(REPORT_LIMITS.windowMs);
    await expect(reread()).resolves.toMatchObject({ id: kept.id });
  });

  it("lists each job's report count and latest in the history and the job view, and a change to them is a new history version", async () => {
    const userId = randomUUID();
    const withReports = await finishedJob(userId);
    const without = await finishedJob(userId);
    const version = async () => (await rpc.request('jobs', Rpc.HistoryVersion, { userId, plan: 'pro' })).version;

    const before = await version();
    await create(userId, withReports.id);
    expect(await version()).not.toBe(before);
    clock.advance(1000);
    const latest = await create(userId, withReports.id, exportOf(withReports.id), 'latest.csv');

    const listed = await history(userId);
    const [latestSummary] = await list(userId, withReports.id);
    expect(listed.find((view) => view.id === withReports.id)?.reports).toEqual({ count: 2, latest: latestSummary });
    expect(latestSummary).toMatchObject({ id: latest.id, fileName: 'latest.csv' });
    expect(listed.find((view) => view.id === without.id)?.reports).toEqual({ count: 0, latest: null });
    expect((await rpc.request('jobs', Rpc.GetJob, lookup(userId, withReports.id))).reports).toEqual({ count: 2, latest: latestSummary });

    const beforeDelete = await version();
    await remove(userId, withReports.id, latest.id);
    expect(await version()).not.toBe(beforeDelete);
    expect((await history(userId)).find((view) => view.id === withReports.id)?.reports).toMatchObject({ count: 1, latest: { fileName: 'meta-export.csv' } });
  });

  it("goes with the account: deleting the user removes its jobs and so their reports", async () => {
    const userId = randomUUID();
    const job = await finishedJob(userId);
    await create(userId, job.id);
    await create(userId, (await finishedJob(userId)).id);
    const bystander = randomUUID();
    await create(bystander, (await finishedJob(bystander)).id);
    expect(await reportRowsOf(userId)).toBe(2);

    await deliver(app, Events.UserDeleted, { userId, deletedAt: clock.now().toISOString() });

    expect(await reportRowsOf(userId)).toBe(0);
    expect(await db.query(`SELECT count(*)::int AS "count" FROM "jobs"."job_reports" WHERE "job_id" = $1`, [job.id])).toEqual([{ count: 0 }]);
    expect(await reportRowsOf(bystander)).toBe(1);
  });

  it("numbers each customer's jobs in a sequence of their own, never given twice, and names them by day and first hook", async () => {
    const userId = randomUUID();
    const first = await finishedJob(userId);
    const second = await finishedJob(userId, false);
    const someoneElses = await finishedJob(randomUUID(), false);
    expect([first.number, second.number, someoneElses.number]).toEqual([1, 2, 1]);
    expect(first.name).toBe(`${clock.now().toISOString().slice(0, 10)} hook1`);
    // A deleted job's number stays taken: its ads may still run under names that carry it.
    await db.getRepository(Job).delete({ id: second.id });
    expect((await finishedJob(userId, false)).number).toBe(3);
  });

  it('renames a job for its owner only, trimmed, and refuses a name the rule refuses', async () => {
    const userId = randomUUID();
    const job = await finishedJob(userId);
    const rename = (owner: string, name: string) => rpc.request('jobs', Rpc.RenameJob, { ...lookup(owner, job.id), name });
    await expect(rename(userId, '  Dry skin, round 2 ')).resolves.toMatchObject({ id: job.id, name: 'Dry skin, round 2', number: job.number });
    expect((await history(userId))[0]).toMatchObject({ name: 'Dry skin, round 2' });
    expect((await refusalOf(rename(userId, 'x'.repeat(JOB_NAME_LIMITS.maxLength + 1)))).code).toBe(ErrorCode.ValidationFailed);
    expect((await refusalOf(rename(userId, 'two\nlines'))).code).toBe(ErrorCode.ValidationFailed);
    expect((await refusalOf(rename(randomUUID(), 'Mine now'))).code).toBe(ErrorCode.NotFound);
  });

  it("reads one export holding two jobs' ads back to the right videos of each", async () => {
    const userId = randomUUID();
    const [a, b] = [await finishedJob(userId), await finishedJob(userId)];
    // One export of the whole ad account: in job a the first hook wins, in job b the second.
    const csv = [
      'Ad name,Amount spent (USD),Impressions,Link clicks,Results',
      `Summer ${labels.get(a.id)}-h1-b1-c1_9x16,100.00,100000,3000,300`,
      `Summer ${labels.get(a.id)}-h2-b1-c1_9x16,100.00,100000,1000,40`,
      `Summer ${labels.get(b.id)}-h1-b1-c1_9x16,100.00,100000,500,20`,
      `Summer ${labels.get(b.id)}-h2-b1-c1_9x16,100.00,100000,2500,90`,
    ].join('\n');
    const readA = await create(userId, a.id, csv);
    const readB = await create(userId, b.id, csv);
    // The label keeps each job's names apart: the other job's rows simply name none of this job's videos.
    expect(readA.report.matching).toMatchObject({ rows: 4, matchedRows: 2, ambiguousRows: [], unmatchedRows: [`Summer ${labels.get(b.id)}-h1-b1-c1_9x16`, `Summer ${labels.get(b.id)}-h2-b1-c1_9x16`] });
    expect(readB.report.matching).toMatchObject({ rows: 4, matchedRows: 2, ambiguousRows: [], unmatchedRows: [`Summer ${labels.get(a.id)}-h1-b1-c1_9x16`, `Summer ${labels.get(a.id)}-h2-b1-c1_9x16`] });
    expect(readA.report.sections.hook.winner).toBe('hook1.mp4');
    expect(readB.report.sections.hook.winner).toBe('hook2.mp4');
    expect(await rpc.request('jobs', Rpc.OtherJobsNames, lookup(userId, a.id))).toEqual({ fileNames: [] });
  });

  it('refuses rows whose names two jobs share rather than guessing, and says why when nothing is left', async () => {
    const userId = randomUUID();
    const [older, newer] = [await finishedJob(userId), await finishedJob(userId)];
    // Jobs made before jobs had labels named their outputs alike.
    for (const job of [older, newer]) {
      for (const [i, name] of OUTPUTS.entries()) await db.getRepository(JobOutput).update({ jobId: job.id, intro: i + 1 }, { fileName: name });
    }
    expect((await rpc.request('jobs', Rpc.OtherJobsNames, lookup(userId, newer.id))).fileNames.sort()).toEqual([...OUTPUTS].sort());
    const refused = await refusalOf(create(userId, newer.id, META_EXPORT_OF('j0').replaceAll('j0-', '')));
    expect(refused).toMatchObject({ code: ErrorCode.ValidationFailed });
    expect(refused.message).toContain(NO_ROWS_MATCHED_MESSAGE);
    expect(refused.message).toContain(ambiguousRowsMessage(2));
    expect(await reportRowsOf(userId)).toBe(0);
  });
});
