import { Events, type JobView, type Plan, Rpc } from '@reelmix/contracts';
import { ControlledClock } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { DEFAULT_UNIT_COSTS, secondsOfWork } from '../src/estimates/time-left-estimate';
import { JobOutput } from '../src/jobs/job-output.entity';
import { JobSegment } from '../src/jobs/job-segment.entity';
import { deliver, type JobsTestApp, startIsolatedJobs } from './support/jobs-test-app';

/** Two hooks of 3 and 5 s, a body of 4 s and a CTA of 2 s: 14 s of clip per placement. */
const DURATIONS = { intro: [3, 5], body: [4], cta: [2] } as const;
const CLIP_SECONDS = 14;

/*
 * A rendering job's time left in its view: the jobs service reads the render queue and the job's
 * own work left from its tables on every view, and learns the pace from finished runs. Each block
 * has a database of its own: the queue is every customer's rendering jobs.
 */
function renderingJobs(app: () => JobsTestApp, clock: ControlledClock) {
  const clips = (userId: string) =>
    Object.entries(DURATIONS).flatMap(([section, durations]) =>
      durations.map((durationSec, index) => ({
        section: section as 'intro' | 'body' | 'cta',
        clipId: randomUUID(),
        objectKey: `sources/${userId}/${randomUUID()}.mp4`,
        originalName: `${section}-${index + 1}.mp4`,
        durationSec,
      })),
    );
  const create = (userId: string, plan: Plan, placements: Array<'9:16' | '4:5'>) =>
    app().rpc.request('jobs', Rpc.CreateJob, { userId, plan, placements, clips: clips(userId) });
  const start = (job: JobView, userId: string, plan: Plan) => app().rpc.request('jobs', Rpc.StartJob, { userId, jobId: job.id, plan });
  const view = async (job: JobView, userId: string, plan: Plan = 'pro') =>
    (await app().rpc.request('jobs', Rpc.GetJob, { userId, jobId: job.id, plan })).estimatedSecondsLeft;
  /** What a render worker reports for each segment `pick` chooses (all by default). */
  const normalise = async (job: JobView, pick: (segment: JobSegment) => boolean = () => true) => {
    for (const segment of await app().db.getRepository(JobSegment).findBy({ jobId: job.id })) {
      if (!pick(segment) || segment.doneAt) continue;
      await deliver(app().app, Events.SegmentDone, { taskId: segment.taskId, jobId: job.id, segmentKey: segment.segmentKey, frames: 30, durationSec: 1 });
    }
  };
  /** ...and for `count` of the outputs requested (all by default). */
  const combine = async (job: JobView, count = Infinity) => {
    const requested = (await app().db.getRepository(JobOutput).findBy({ jobId: job.id })).filter((output) => output.taskId && !output.doneAt);
    for (const output of requested.slice(0, count)) {
      await deliver(app().app, Events.OutputDone, {
        taskId: output.taskId as string,
        jobId: job.id,
        fileName: output.fileName,
        outputKey: output.objectKey,
        durationSec: 9,
        width: 1080,
        height: 1920,
        sizeBytes: 1000,
        sha256: 'c'.repeat(64),
      });
    }
  };
  const queued = async (plan: Plan) => {
    const userId = randomUUID();
    const job = await create(userId, plan, ['9:16']);
    await start(job, userId, plan);
    clock.advance(1000);
    return { job, userId };
  };
  return { create, start, view, normalise, combine, queued };
}

const atDefaults = (clipSeconds: number, outputs: number) => Math.round(secondsOfWork({ clipSeconds, outputs }, DEFAULT_UNIT_COSTS));

describe('jobs: the time left of a rendering job', () => {
  const clock = new ControlledClock();
  let jobs: JobsTestApp;
  const { create, start, view, normalise, combine, queued } = renderingJobs(() => jobs, clock);

  beforeAll(async () => {
    jobs = await startIsolatedJobs(clock);
  });
  afterAll(async () => {
    await jobs?.stop();
  });

  it('counts what the job has left at the default pace, falls as segments and outputs arrive, and says nothing when not rendering', async () => {
    const userId = randomUUID();
    // 2 x 1 x 1 in two placements: 8 segments of 28 s of clip, 4 outputs.
    const job = await create(userId, 'pro', ['9:16', '4:5']);
    expect(await view(job, userId)).toBeNull();

    await start(job, userId, 'pro');
    expect(await view(job, userId)).toBe(atDefaults(2 * CLIP_SECONDS, 4));

    // The 5 s hook ready in 9:16.
    await normalise(job, (segment) => segment.section === 'intro' && segment.position === 2 && segment.placement === '9:16');
    expect(await view(job, userId)).toBe(atDefaults(2 * CLIP_SECONDS - 5, 4));

    await normalise(job);
    expect(await view(job, userId)).toBe(atDefaults(0, 4));
    await combine(job, 1);
    expect(await view(job, userId)).toBe(atDefaults(0, 3));

    await combine(job);
    const done = await jobs.rpc.request('jobs', Rpc.GetJob, { userId, jobId: job.id, plan: 'pro' });
    expect(done.status).toBe('completed');
    expect(done.estimatedSecondsLeft).toBeNull();
  });

  it('adds the work the render queue serves first: Pro work queued later, and free work queued earlier', async () => {
    const first = await queued('free');
    const pro = await queued('pro');
    const later = await queued('free');
    const own = atDefaults(CLIP_SECONDS, 2);

    expect(await view(pro.job, pro.userId)).toBe(own);
    expect(await view(first.job, first.userId, 'free')).toBe(atDefaults(2 * CLIP_SECONDS, 4));
    expect(await view(later.job, later.userId, 'free')).toBe(atDefaults(3 * CLIP_SECONDS, 6));

    // The history shows the same figure as the job's own view.
    const [listed] = await jobs.rpc.request('jobs', Rpc.ListJobs, { userId: later.userId, plan: 'free' });
    expect(listed.estimatedSecondsLeft).toBe(atDefaults(3 * CLIP_SECONDS, 6));

    // The Pro job finishing takes its work out of the others' estimates.
    await normalise(pro.job);
    await combine(pro.job);
    expect(await view(later.job, later.userId, 'free')).toBe(atDefaults(2 * CLIP_SECONDS, 4));
  });
});

describe("jobs: the time left learns this machine's pace", () => {
  const clock = new ControlledClock();
  let jobs: JobsTestApp;
  const { view, normalise, combine, queued } = renderingJobs(() => jobs, clock);
  /** Past the minute the learned costs are kept, so the next view learns afresh. */
  const nextMinute = () => clock.advance(61_000);

  beforeAll(async () => {
    jobs = await startIsolatedJobs(clock);
  });
  afterAll(async () => {
    await jobs?.stop();
  });

  it('estimates a job like one that rendered alone in 25 s at those 25 s, and does not learn from runs that shared the queue', async () => {
    const alone = await queued('pro');
    // Started a second before; its 14 s of clip normalised in 20 s and its 2 outputs joined in 5.
    clock.advance(19_000);
    await normalise(alone.job);
    clock.advance(5_000);
    await combine(alone.job);

    // The clock also runs on while the events are handled: the run's own figure is the one to learn.
    const [{ seconds }]: Array<{ seconds: number }> = await jobs.db.query(
      `SELECT extract(epoch FROM "completed_at" - "started_at")::float8 AS "seconds" FROM "jobs"."jobs" WHERE "id" = $1`,
      [alone.job.id],
    );
    expect(seconds).toBeGreaterThanOrEqual(25);
    nextMinute();
    const like = await queued('pro');
    expect(await view(like.job, like.userId)).toBe(Math.round(seconds));

    // Two runs that overlapped, each slow because of the other: neither teaches the pace.
    const other = await queued('pro');
    clock.advance(300_000);
    for (const shared of [like, other]) {
      await normalise(shared.job);
      await combine(shared.job);
    }
    nextMinute();
    const next = await queued('pro');
    expect(await view(next.job, next.userId)).toBe(Math.round(seconds));
  });
});
