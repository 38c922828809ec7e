import { type INestApplication } from '@nestjs/common';
import { type CombinationPlanSettings, DEFAULT_NAME_TEMPLATE, DEFAULT_TEXT_STYLE, type DomainError, ErrorCode, Events, type JobView, type Plan, Rpc, TEXT_MESSAGES } from '@reelmix/contracts';
import { CODEC_SETUP_ID, textKey } from '@reelmix/media';
import { RpcClient } from '@reelmix/messaging';
import { type ObjectStorage, userSegmentsPrefix } from '@reelmix/storage';
import { ControlledClock } from '@reelmix/testing';
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { deliver, startIsolatedJobs } from './support/jobs-test-app';

type Section = 'intro' | 'body' | 'cta';

const TEXTS = [
  { text: '  Stop   scrolling ', label: null },
  { text: '50% off today', label: 'Sale' },
];

/*
 * Text variants as a part of the test: the plan keeps a job's texts and style, every hook is
 * normalised once per text with the text in its task and its key (a hook's texts in one
 * message), every hook x text x body x CTA is joined and named with its text, the view, the
 * manifest and a report read back carry the text, and texts the rules or the layout refuse are
 * answered in their words. A job without texts is as before.
 */
describe('jobs: text variants', () => {
  const clock = new ControlledClock();
  let stop: (() => Promise<void>) | undefined;
  let app: INestApplication;
  let rpc: RpcClient;
  let db: DataSource;
  let storage: ObjectStorage;

  const sha = (label: string) => createHash('sha256').update(label).digest('hex');

  async function uploaded(userId: string, clips: Array<[Section, string]>, plan: Plan = 'pro'): Promise<JobView> {
    return rpc.request('jobs', Rpc.CreateJob, {
      userId,
      plan,
      placements: ['9:16'],
      clips: clips.map(([section, label], i) => ({
        section,
        clipId: randomUUID(),
        objectKey: `sources/${userId}/${randomUUID()}/${section}-${i}`,
        originalName: `${label}.mp4`,
        durationSec: 2,
        contentSha256: sha(label),
      })),
    });
  }

  const settings = (extra: Partial<CombinationPlanSettings> = {}): CombinationPlanSettings => ({ exclusions: [], duration: null, balanced: null, nameTemplate: DEFAULT_NAME_TEMPLATE, ...extra });
  const setPlan = (userId: string, jobId: string, plan: Plan, extra: Partial<CombinationPlanSettings>) =>
    rpc.request('jobs', Rpc.SetJobPlan, { userId, jobId, plan, settings: settings(extra) });
  const start = (userId: string, jobId: string) => rpc.request('jobs', Rpc.StartJob, { userId, jobId, plan: 'pro' });
  const view = (userId: string, jobId: string) => rpc.request('jobs', Rpc.GetJob, { userId, jobId, plan: 'pro' });

  /** Every segment the normalise messages ask for: each message's own, then its further texts. */
  function segmentsRequested(messages: Array<Record<string, unknown>>): Array<{ taskId: string; segmentKey: string; clipName: string; text?: { text: string } }> {
    return messages.flatMap((task) => [
      { taskId: task.taskId as string, segmentKey: task.segmentKey as string, clipName: task.clipName as string, text: task.text as { text: string } | undefined },
      ...((task.moreTexts ?? []) as Array<{ taskId: string; segmentKey: string; text: { text: string } }>).map((more) => ({ ...more, clipName: task.clipName as string })),
    ]);
  }

  /** Every output the combine messages ask for: each message's own, then those that differ from it only in the hook's text. */
  function outputsRequested(messages: Array<Record<string, unknown>>): Array<{ taskId: string; fileName: string; outputKey: string; segmentKeys: string[] }> {
    return messages.flatMap((task) => {
      const segmentKeys = task.segmentKeys as string[];
      const more = (task.moreOutputs ?? []) as Array<{ taskId: string; hookSegmentKey: string; fileName: string; outputKey: string }>;
      return [
        { taskId: task.taskId as string, fileName: task.fileName as string, outputKey: task.outputKey as string, segmentKeys },
        ...more.map(({ hookSegmentKey, ...output }) => ({ ...output, segmentKeys: [hookSegmentKey, ...segmentKeys.slice(1)] })),
      ];
    });
  }

  async function tasksOf(jobId: string, name: string): Promise<Array<Record<string, unknown>>> {
    const rows: Array<{ payload: Record<string, unknown> }> = await db.query(
      `SELECT "payload" FROM "jobs"."outbox" WHERE "payload"->>'jobId' = $1 AND "event_name" = $2 ORDER BY "created_at"`,
      [jobId, name],
    );
    return rows.map((row) => row.payload);
  }

  /** What a render worker would report, the segment and outputs stored as it would store them. */
  async function runToCompletion(userId: string, jobId: string): Promise<void> {
    // As the render worker does: a message's segments stored, then announced in one event.
    for (const message of await tasksOf(jobId, Events.NormaliseRequested)) {
      const [own, ...more] = segmentsRequested([message]).map(({ taskId, segmentKey }) => ({ taskId, segmentKey, frames: 60, durationSec: 2 }));
      for (const { segmentKey } of [own!, ...more]) await storage.put(segmentKey, Readable.from(Buffer.from(segmentKey)), { size: segmentKey.length });
      await deliver(app, Events.SegmentDone, { ...own!, jobId, ...(more.length > 0 ? { moreSegments: more } : {}) });
    }
    for (const { taskId, fileName, outputKey } of outputsRequested(await tasksOf(jobId, Events.CombineRequested))) {
      await deliver(app, Events.OutputDone, { taskId, jobId, fileName, outputKey, durationSec: 6, width: 1080, height: 1920, sizeBytes: 1000, sha256: sha(fileName) });
    }
    expect((await view(userId, jobId)).status).toBe('completed');
  }

  const refusalOf = (promise: Promise<unknown>) => promise.then(() => null, (error: DomainError) => ({ code: error.code, message: error.message }));

  beforeAll(async () => {
    ({ app, rpc, db, storage, stop } = await startIsolatedJobs(clock));
  });

  afterAll(async () => {
    await stop?.();
  });

  it('renders hooks x texts x bodies x CTAs, each hook normalised once per text, and every output carries its text', async () => {
    const userId = randomUUID();
    const job = await uploaded(userId, [['intro', 'hook-a'], ['intro', 'hook-b'], ['body', 'body-a'], ['cta', 'cta-a'], ['cta', 'cta-b']]);

    const plan = await setPlan(userId, job.id, 'pro', { texts: TEXTS });
    expect(plan.settings.texts).toEqual([{ text: 'Stop scrolling', label: null }, { text: '50% off today', label: 'Sale' }]);
    expect(plan.settings.textStyle).toEqual(DEFAULT_TEXT_STYLE);
    expect(plan.counts).toMatchObject({ all: 8, chosen: 8, outputs: 8, toRender: 8 });
    expect(plan.combinations.map((c) => `${c.intro}-${c.text}-${c.body}-${c.cta}`)).toEqual(['1-1-1-1', '1-1-1-2', '1-2-1-1', '1-2-1-2', '2-1-1-1', '2-1-1-2', '2-2-1-1', '2-2-1-2']);
    expect(plan.exampleNames).toEqual(['j1-h1-t1-b1-c1_9x16.mp4']);
    // The default template follows the texts, and says so: the buyer sees where `t1` comes from.
    expect(plan.settings.nameTemplate).toBe('{job}-h{h}-t{t}-b{b}-c{c}_{ratio}');
    expect(await view(userId, job.id)).toMatchObject({ texts: plan.settings.texts, textStyle: DEFAULT_TEXT_STYLE });

    await start(userId, job.id);
    const normalises = await tasksOf(job.id, Events.NormaliseRequested);
    // Each hook's two texts in one message: one decode and framing for both.
    const hookMessages = normalises.filter((task) => task.section === 'intro');
    const textsOfMessage = (task: Record<string, unknown>) => [task.clipName, (task.text as { text: string }).text, ...(task.moreTexts as { text: { text: string } }[]).map((more) => more.text.text)];
    expect(hookMessages.map(textsOfMessage).sort()).toEqual([
      ['hook-a.mp4', 'Stop scrolling', '50% off today'],
      ['hook-b.mp4', 'Stop scrolling', '50% off today'],
    ]);
    expect(normalises.filter((task) => task.section !== 'intro').every((task) => task.text === undefined && task.moreTexts === undefined)).toBe(true);
    const hooks = segmentsRequested(hookMessages);
    expect(new Set(hooks.map((hook) => hook.taskId)).size).toBe(2 * 2);
    const hookATwo = hooks.find((task) => task.clipName === 'hook-a.mp4' && task.text?.text === '50% off today')!;
    expect(hookATwo.text).toEqual({ text: '50% off today', style: DEFAULT_TEXT_STYLE });
    expect(hookATwo.segmentKey).toBe(`${userSegmentsPrefix(userId)}${sha('hook-a')}-${CODEC_SETUP_ID}-9x16-auto_t${textKey('50% off today', DEFAULT_TEXT_STYLE)}`);

    await runToCompletion(userId, job.id);
    const combines = await tasksOf(job.id, Events.CombineRequested);
    // A hook's two texts with the same body and cta in one message: their sound is joined once.
    expect(combines.map((task) => [task.fileName, ...((task.moreOutputs ?? []) as { fileName: string }[]).map((more) => more.fileName)]).sort()).toEqual([
      ['j1-h1-t1-b1-c1_9x16.mp4', 'j1-h1-t2-b1-c1_9x16.mp4'],
      ['j1-h1-t1-b1-c2_9x16.mp4', 'j1-h1-t2-b1-c2_9x16.mp4'],
      ['j1-h2-t1-b1-c1_9x16.mp4', 'j1-h2-t2-b1-c1_9x16.mp4'],
      ['j1-h2-t1-b1-c2_9x16.mp4', 'j1-h2-t2-b1-c2_9x16.mp4'],
    ]);
    const joined = outputsRequested(combines).find((task) => task.fileName === 'j1-h1-t2-b1-c1_9x16.mp4')!;
    expect(joined.segmentKeys[0]).toBe(hookATwo.segmentKey);

    const done = await view(userId, job.id);
    expect(done.outputs).toHaveLength(8);
    expect(done.outputs!.find((output) => output.fileName === 'j1-h1-t2-b1-c1_9x16.mp4')).toMatchObject({ intro: 1, text: 2, body: 1, cta: 1 });
    const history = await rpc.request('jobs', Rpc.ListJobs, { userId, plan: 'pro' });
    expect(history.find((listed) => listed.id === job.id)?.outputs?.find((output) => output.fileName === 'j1-h2-t1-b1-c2_9x16.mp4')).toMatchObject({ text: 1 });

    const archive = await rpc.request('jobs', Rpc.JobArchive, { userId, jobId: job.id, plan: 'pro' });
    const csv = archive.texts.find((text) => text.zipPath === 'manifest.csv')!.content.split('\r\n');
    expect(csv.find((line) => line.startsWith('j1-h1-t2-b1-c1_9x16.mp4,'))).toMatch(/,50% off today,Sale$/);
    expect(csv.find((line) => line.startsWith('j1-h1-t1-b1-c1_9x16.mp4,'))).toMatch(/,Stop scrolling,$/);
    const manifest = JSON.parse(archive.texts.find((text) => text.zipPath === 'manifest.json')!.content);
    expect(manifest.outputs.find((row: { file: string }) => row.file === 'j1-h2-t2-b1-c2_9x16.mp4')).toMatchObject({ text: '50% off today', textLabel: 'Sale' });

    // An export read back has a text section, and its winner is kept beside the report.
    const lines = done.outputs!.map((output) => `${output.fileName},100.00,10000,${output.text === 2 ? 400 : 40},12`);
    const exported = ['Ad name,Amount spent (USD),Impressions,Link clicks,Results', ...lines].join('\n');
    const kept = await rpc.request('jobs', Rpc.CreateJobReport, { userId, jobId: job.id, plan: 'pro', fileName: 'week-1.csv', csv: exported, reading: { metric: 'ctr', mapping: null } });
    expect(kept.report.sections.text?.parts.map((part) => part.name).sort()).toEqual(['Sale', 'Stop scrolling']);
    expect(kept.winners.text).toBe(kept.report.sections.text?.winner ?? null);

    // The made videos keep their words: a rendered text or the style may not change, a new text may be added.
    const reworded = await setPlan(userId, job.id, 'pro', { texts: [TEXTS[0]!, { text: '60% off today', label: 'Sale' }] }).catch((error: DomainError) => error);
    expect(reworded).toMatchObject({ message: expect.stringContaining(TEXT_MESSAGES.renderedTextChanged(2)) });
    const restyled = await setPlan(userId, job.id, 'pro', { texts: TEXTS, textStyle: { ...DEFAULT_TEXT_STYLE, position: 'bottom' } }).catch((error: DomainError) => error);
    expect(restyled).toMatchObject({ message: expect.stringContaining(TEXT_MESSAGES.renderedStyleChanged) });
    const grown = await setPlan(userId, job.id, 'pro', { texts: [...TEXTS, { text: 'Last day', label: null }] });
    expect(grown.counts).toMatchObject({ all: 12, toRender: 4 });
  });

  it('reuses a hook drawn with the same text in the next job, and draws another text anew', async () => {
    const userId = randomUUID();
    const clips: Array<[Section, string]> = [['intro', 'hook-a'], ['body', 'body-a'], ['cta', 'cta-a']];
    const first = await uploaded(userId, clips);
    await setPlan(userId, first.id, 'pro', { texts: [{ text: 'Same words', label: null }] });
    await start(userId, first.id);
    await runToCompletion(userId, first.id);

    const second = await uploaded(userId, clips);
    await setPlan(userId, second.id, 'pro', { texts: [{ text: 'Same words', label: null }, { text: 'New words', label: null }] });
    await start(userId, second.id);
    const normalises = await tasksOf(second.id, Events.NormaliseRequested);
    expect(normalises.map((task) => (task.text as { text: string } | undefined)?.text)).toEqual(['New words']);
    await runToCompletion(userId, second.id);
    expect((await view(userId, second.id)).outputs?.map((output) => output.fileName).sort()).toEqual(['j2-h1-t1-b1-c1_9x16.mp4', 'j2-h1-t2-b1-c1_9x16.mp4']);
  });

  it('refuses too many texts for the plan, a text or style the rules refuse and a text the layout cannot draw, keeping the plan as it was', async () => {
    const userId = randomUUID();
    const job = await uploaded(userId, [['intro', 'h'], ['body', 'b'], ['cta', 'c']], 'free');
    const four = ['One', 'Two', 'Three', 'Four'].map((text) => ({ text, label: null }));

    expect(await refusalOf(setPlan(userId, job.id, 'free', { texts: four }))).toEqual({ code: ErrorCode.ValidationFailed, message: 'A job holds at most 3 texts on your plan; this has 4: remove 1' });
    expect(await refusalOf(setPlan(userId, job.id, 'free', { texts: [{ text: 'Big sale 🔥', label: null }] }))).toEqual({ code: ErrorCode.ValidationFailed, message: TEXT_MESSAGES.emoji });
    const unreadable = { ...DEFAULT_TEXT_STYLE, colour: '#777777', backdropColour: '#888888' };
    expect((await refusalOf(setPlan(userId, job.id, 'free', { texts: [{ text: 'Grey', label: null }], textStyle: unreadable })))?.message).toMatch(/too alike to read: contrast 1\.\d\d:1, at least 4\.5:1 is needed/);
    const anton = { ...DEFAULT_TEXT_STYLE, font: 'anton' as const, weight: 'regular' as const };
    expect(await refusalOf(setPlan(userId, job.id, 'free', { texts: [{ text: 'Dry skin 乾燥肌', label: null }], textStyle: anton }))).toEqual({
      code: ErrorCode.ValidationFailed,
      message: TEXT_MESSAGES.missingGlyph('anton', '乾'),
    });

    const plan = await rpc.request('jobs', Rpc.JobPlan, { userId, jobId: job.id, plan: 'free' });
    expect(plan.settings).toEqual(settings());
    expect(plan.exampleNames).toEqual(['j1-h1-b1-c1_9x16.mp4']);
  });

  it('plans, names and renders a job without texts exactly as before', async () => {
    const userId = randomUUID();
    const job = await uploaded(userId, [['intro', 'h'], ['body', 'b'], ['cta', 'c']]);
    const plan = await setPlan(userId, job.id, 'pro', {});
    expect(plan.settings).toEqual(settings());
    expect(plan.combinations).toEqual([{ intro: 1, body: 1, cta: 1, lengthSec: 6, chosen: true, rendered: false, leftOut: null }]);
    await start(userId, job.id);
    expect((await tasksOf(job.id, Events.NormaliseRequested)).every((task) => !('text' in task))).toBe(true);
    await runToCompletion(userId, job.id);
    const done = await view(userId, job.id);
    expect(done).not.toHaveProperty('texts');
    expect(done.outputs).toEqual([{ path: expect.any(String), fileName: 'j1-h1-b1-c1_9x16.mp4', intro: 1, body: 1, cta: 1, placement: '9:16' }]);
  });
});
