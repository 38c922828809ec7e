import { type CombinationPlanSettings, DEFAULT_NAME_TEMPLATE, DEFAULT_TEXT_STYLE, type DomainError, ErrorCode, type JobView, PREVIEW_TEXT_MESSAGES, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { ControlledClock } from '@reelmix/testing';
import { createHash, randomUUID } from 'node:crypto';
import { startIsolatedJobs } from './support/jobs-test-app';

const STYLE = { ...DEFAULT_TEXT_STYLE, position: 'bottom' as const, size: 'large' as const };

/*
 * What a hook's framing preview is made from when the review asks for one of the job's texts:
 * the poster and framing as before, with the text at that position of the plan and the plan's
 * style, so the uploads service draws exactly what the render will. A text the render would never
 * draw there is refused in words the gateway passes on as a 400.
 */
describe('jobs: the text of a framing preview', () => {
  let stop: (() => Promise<void>) | undefined;
  let rpc: RpcClient;

  beforeAll(async () => {
    ({ rpc, stop } = await startIsolatedJobs(new ControlledClock()));
  });

  afterAll(async () => {
    await stop?.();
  });

  async function jobWith(userId: string, texts: CombinationPlanSettings['texts']): Promise<JobView> {
    const job = await rpc.request('jobs', Rpc.CreateJob, {
      userId,
      plan: 'pro',
      placements: ['9:16', '4:5'],
      clips: (['intro', 'body', 'cta'] as const).map((section) => {
        const upload = `sources/${userId}/${randomUUID()}/${section}/${randomUUID()}`;
        return {
          section,
          clipId: randomUUID(),
          objectKey: upload,
          originalName: `${section}.mp4`,
          durationSec: 2,
          contentSha256: createHash('sha256').update(upload).digest('hex'),
          width: 1920,
          height: 1080,
          posterKey: `${upload}.poster.jpg`,
        };
      }),
    });
    if (texts) {
      await rpc.request('jobs', Rpc.SetJobPlan, { userId, jobId: job.id, plan: 'pro', settings: { exclusions: [], duration: null, balanced: null, nameTemplate: DEFAULT_NAME_TEMPLATE, texts, textStyle: STYLE } });
    }
    return job;
  }

  const source = (userId: string, jobId: string, clipId: string, text?: number) =>
    rpc.request('jobs', Rpc.ClipPreviewSource, { userId, jobId, clipId, plan: 'pro', placement: '9:16', ...(text === undefined ? {} : { text }) });
  const refusalOf = (promise: Promise<unknown>) => promise.then(() => null, (error: DomainError) => ({ code: error.code, message: error.message }));

  it("adds the text at the asked position and the job's style to a hook's preview, and nothing when none is asked for", async () => {
    const userId = randomUUID();
    const job = await jobWith(userId, [{ text: 'Stop scrolling', label: null }, { text: '50% off today', label: 'Sale' }]);

    const second = await source(userId, job.id, 'intro-1', 2);
    expect(second).toMatchObject({ width: 1920, height: 1080, framing: 'auto', focus: { x: 0.5, y: 0.5 } });
    expect(second.text).toEqual({ text: '50% off today', style: STYLE });
    expect((await source(userId, job.id, 'intro-1', 1)).text).toEqual({ text: 'Stop scrolling', style: STYLE });

    // Without a text the source is as it always was.
    expect(await source(userId, job.id, 'intro-1')).toEqual({ posterKey: second.posterKey, width: 1920, height: 1080, framing: 'auto', focus: { x: 0.5, y: 0.5 } });
    expect(await source(userId, job.id, 'body-1')).not.toHaveProperty('text');
  });

  it('refuses a text the render would never draw there, in words the buyer can act on', async () => {
    const userId = randomUUID();
    const job = await jobWith(userId, [{ text: 'Stop scrolling', label: null }, { text: '50% off today', label: null }]);
    const without = await jobWith(userId, undefined);

    expect(await refusalOf(source(userId, job.id, 'intro-1', 3))).toEqual({ code: ErrorCode.ValidationFailed, message: PREVIEW_TEXT_MESSAGES.notAText(3, 2) });
    expect(await refusalOf(source(userId, job.id, 'body-1', 1))).toEqual({ code: ErrorCode.ValidationFailed, message: PREVIEW_TEXT_MESSAGES.notAHook('body') });
    expect(await refusalOf(source(userId, job.id, 'cta-1', 1))).toEqual({ code: ErrorCode.ValidationFailed, message: PREVIEW_TEXT_MESSAGES.notAHook('cta') });
    expect(await refusalOf(source(userId, without.id, 'intro-1', 1))).toEqual({ code: ErrorCode.ValidationFailed, message: PREVIEW_TEXT_MESSAGES.noTexts });
    // Not a position at all: the request's own check.
    expect(await refusalOf(source(userId, job.id, 'intro-1', 0))).toMatchObject({ code: ErrorCode.ValidationFailed });
    expect(await refusalOf(source(userId, job.id, 'intro-1', 1.5))).toMatchObject({ code: ErrorCode.ValidationFailed });
    // Another customer's job is missing, text or not.
    expect(await refusalOf(source(randomUUID(), job.id, 'intro-1', 1))).toMatchObject({ code: ErrorCode.NotFound });
  });
});
