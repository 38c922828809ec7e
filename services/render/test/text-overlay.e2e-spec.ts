import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@reelmix/config';
import { DEFAULT_TEXT_STYLE, Events, type NormaliseRequestedV1, PLACEMENTS, TEXT_MESSAGES } from '@reelmix/contracts';
import { TextRejectedError } from '@reelmix/media';
import { EventPublisher } from '@reelmix/messaging';
import { OBJECT_STORAGE, type ObjectStorage, outputKey, outputThumbnailKey, segmentKey } from '@reelmix/storage';
import { BrokerVhost } from '@reelmix/testing';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RenderConfig } from '../src/render.config';
import { RenderModule } from '../src/render.module';
import { textRefusedReason } from '../src/worker/failure-reason';
import { RenderTasksService } from '../src/worker/render-tasks.service';

const { width: WIDTH, height: HEIGHT } = PLACEMENTS['9:16'];

/** A two-second flat grey clip with sound: whatever a text adds to it stands out. */
function makeClip(path: string): string {
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'color=c=0x808080:size=720x1280:rate=30:duration=2',
    '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path,
  ]);
  return path;
}

/** A stored object's bytes. */
async function storedBytes(storage: ObjectStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The first frame of a stored segment as grey levels, one byte a pixel. */
async function firstFrame(storage: ObjectStorage, key: string, dir: string): Promise<Buffer> {
  const file = join(dir, `${randomUUID()}.mkv`);
  writeFileSync(file, await storedBytes(storage, key));
  return execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { maxBuffer: WIDTH * HEIGHT * 2 });
}

/** How far apart two frames are over rows `from`-`to` (shares of the height): mean absolute difference of grey levels. */
function differenceIn(a: Buffer, b: Buffer, from: number, to: number): number {
  let sum = 0;
  const start = Math.floor(from * HEIGHT) * WIDTH;
  const end = Math.floor(to * HEIGHT) * WIDTH;
  for (let i = start; i < end; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / (end - start);
}

/*
 * A hook's normalise task with a text, through the render worker against the real ffmpeg: the text
 * is drawn in the top of the frame and nowhere else, a hook's further texts are made in the same
 * task and their outputs joined in one combine task, each under its own task id and the same bytes
 * as alone, and a text the font cannot draw fails the job with a reason naming the text, not the clip.
 */
describe('render: text variants drawn on hooks', () => {
  let dir: string;
  let vhost: BrokerVhost;
  let app: INestApplication;
  let storage: ObjectStorage;
  let published: Array<{ name: string; payload: Record<string, unknown> }>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'render-text-'));
    for (const name of ['storage', 'render-tmp', 'clips']) mkdirSync(join(dir, name));
    vhost = BrokerVhost.create('reelmix_render');
    const config = loadConfig(RenderConfig, { AMQP_URL: vhost.url, STORAGE_DIR: join(dir, 'storage'), RENDER_TMP_DIR: join(dir, 'render-tmp'), LOG_LEVEL: 'warn' });
    app = await NestFactory.create(RenderModule.register(config), { logger: ['error'] });
    await app.init();
    storage = app.get(OBJECT_STORAGE);
    // The worker's announcements are published for real; the test reads what they said.
    const publisher = app.get(EventPublisher);
    const publish = publisher.publish.bind(publisher);
    published = [];
    jest.spyOn(publisher, 'publish').mockImplementation(async (name, payload) => {
      published.push({ name, payload: payload as unknown as Record<string, unknown> });
      return publish(name, payload);
    });
  });

  afterAll(async () => {
    await app?.close();
    vhost?.delete();
    rmSync(dir, { recursive: true, force: true });
  });

  async function hookTask(text?: NormaliseRequestedV1['text']): Promise<NormaliseRequestedV1> {
    const jobId = randomUUID();
    const sourceKey = `sources/${jobId}/hook.mp4`;
    await storage.put(sourceKey, readFileSync(makeClip(join(dir, 'clips', `${jobId}.mp4`))));
    return { taskId: randomUUID(), jobId, sourceKey, segmentKey: `${segmentKey(jobId, '9x16', 'intro', 1)}${text ? '_ttext' : ''}`, placement: '9:16', section: 'intro', position: 1, clipName: 'hook.mp4', ...(text ? { text } : {}) };
  }

  it('draws the text in the top of the hook and leaves the rest of the picture as it was', async () => {
    const plain = await hookTask();
    const drawn = await hookTask({ text: '50% off today', style: { ...DEFAULT_TEXT_STYLE } });
    const worker = app.get(RenderTasksService);
    expect(await worker.normalise(plain)).toBe('done');
    expect(await worker.normalise(drawn)).toBe('done');

    const done = published.filter((event) => event.name === Events.SegmentDone).map((event) => event.payload);
    expect(done.map((event) => event.segmentKey)).toEqual([plain.segmentKey, drawn.segmentKey]);
    expect(done[1]!.durationSec).toBeCloseTo(done[0]!.durationSec as number, 2);

    const [without, withText] = [await firstFrame(storage, plain.segmentKey, dir), await firstFrame(storage, drawn.segmentKey, dir)];
    expect(differenceIn(without, withText, 0, 0.35)).toBeGreaterThan(5);
    expect(differenceIn(without, withText, 0.45, 1)).toBeLessThan(1);
  });

  it('makes a hook\'s further texts in the same run, each stored and announced under its own task id and key', async () => {
    const texts = ['Stop scrolling', 'Dermatologists hate this', 'I tried it for 30 days'].map((text) => ({ text, style: { ...DEFAULT_TEXT_STYLE } }));
    const first = await hookTask(texts[0]);
    const moreTexts = texts.slice(1).map((text, i) => ({ taskId: randomUUID(), segmentKey: `${first.segmentKey}-more${i + 1}`, text }));
    const alone = { ...(await hookTask(texts[1])), sourceKey: first.sourceKey };
    const worker = app.get(RenderTasksService);
    published.length = 0;
    expect(await worker.normalise({ ...first, moreTexts })).toBe('done');
    expect(await worker.normalise(alone)).toBe('done');

    // One announcement for the run, each segment under its own task id; one for the task alone.
    const done = published.filter((event) => event.name === Events.SegmentDone).map((event) => event.payload);
    expect(done).toHaveLength(2);
    const segments = done.flatMap(({ moreSegments, ...own }) => [own, ...((moreSegments ?? []) as Record<string, unknown>[])]);
    expect(segments.map(({ taskId, segmentKey }) => ({ taskId, segmentKey }))).toEqual([
      { taskId: first.taskId, segmentKey: first.segmentKey },
      ...moreTexts.map(({ taskId, segmentKey }) => ({ taskId, segmentKey })),
      { taskId: alone.taskId, segmentKey: alone.segmentKey },
    ]);
    expect(new Set(segments.map((segment) => segment.durationSec)).size).toBe(1);
    // Made together or alone, a text's segment is the same file.
    expect(await storedBytes(storage, moreTexts[0]!.segmentKey)).toEqual(await storedBytes(storage, alone.segmentKey));
    const frames = await Promise.all([first.segmentKey, ...moreTexts.map((more) => more.segmentKey)].map((key) => firstFrame(storage, key, dir)));
    expect(differenceIn(frames[0]!, frames[1]!, 0, 0.35)).toBeGreaterThan(1);
    expect(differenceIn(frames[1]!, frames[2]!, 0, 0.35)).toBeGreaterThan(1);
    expect(differenceIn(frames[0]!, frames[2]!, 0.45, 1)).toBeLessThan(1);
  });

  it('joins a hook\'s text variants with the same body and cta in one combine task, each output stored and announced under its own task id, as each would be alone', async () => {
    const texts = ['Stop scrolling', 'Dermatologists hate this'].map((text) => ({ text, style: { ...DEFAULT_TEXT_STYLE } }));
    const hook = await hookTask(texts[0]);
    const hookMore = { taskId: randomUUID(), segmentKey: `${hook.segmentKey}-more`, text: texts[1]! };
    const body = { ...(await hookTask()), sourceKey: hook.sourceKey };
    const worker = app.get(RenderTasksService);
    expect(await worker.normalise({ ...hook, moreTexts: [hookMore] })).toBe('done');
    expect(await worker.normalise(body)).toBe('done');
    const segment = published.find((event) => event.name === Events.SegmentDone && event.payload.segmentKey === body.segmentKey)!.payload;
    const seconds = segment.durationSec as number;
    const userId = randomUUID();
    const combine = {
      taskId: randomUUID(),
      jobId: hook.jobId,
      segmentKeys: [hook.segmentKey, body.segmentKey, body.segmentKey],
      outputKey: outputKey(userId, hook.jobId, 'h1-t1-b1-c1_9x16.mp4'),
      fileName: 'h1-t1-b1-c1_9x16.mp4',
      placement: '9:16' as const,
      expectedDurationSec: 3 * seconds,
      partDurationsSec: [seconds, seconds, seconds],
    };
    const second = { taskId: randomUUID(), hookSegmentKey: hookMore.segmentKey, outputKey: outputKey(userId, hook.jobId, 'h1-t2-b1-c1_9x16.mp4'), fileName: 'h1-t2-b1-c1_9x16.mp4' };
    published.length = 0;
    expect(await worker.combine({ ...combine, moreOutputs: [second] })).toBe('done');
    const alone = { ...combine, taskId: randomUUID(), segmentKeys: [hookMore.segmentKey, body.segmentKey, body.segmentKey], outputKey: outputKey(userId, hook.jobId, 'alone.mp4'), fileName: 'alone.mp4' };
    expect(await worker.combine(alone)).toBe('done');

    const done = published.filter((event) => event.name === Events.OutputDone).map((event) => event.payload);
    expect(done.map(({ taskId, fileName }) => ({ taskId, fileName }))).toEqual([
      { taskId: combine.taskId, fileName: combine.fileName },
      { taskId: second.taskId, fileName: second.fileName },
      { taskId: alone.taskId, fileName: alone.fileName },
    ]);
    // Joined together or alone, the output is the same file, and each has its thumbnail.
    expect(done[1]!.sha256).toBe(done[2]!.sha256);
    expect(done[0]!.sha256).not.toBe(done[1]!.sha256);
    expect(await storedBytes(storage, second.outputKey)).toEqual(await storedBytes(storage, alone.outputKey));
    for (const key of [combine.outputKey, second.outputKey]) expect(await storage.stat(outputThumbnailKey(key))).not.toBeNull();
  });

  it('fails the job naming a further text the font cannot draw, before any work and storing nothing', async () => {
    const anton = { ...DEFAULT_TEXT_STYLE, font: 'anton' as const, weight: 'regular' as const };
    const task = await hookTask({ text: 'Dry skin', style: anton });
    const more = { taskId: randomUUID(), segmentKey: `${task.segmentKey}-more`, text: { text: 'Dry skin 乾燥肌', style: anton } };
    expect(await app.get(RenderTasksService).normalise({ ...task, moreTexts: [more] })).toBe('rejected');

    const failed = published.find((event) => event.name === Events.RenderFailed && event.payload.taskId === task.taskId);
    expect(failed?.payload.reason).toBe(textRefusedReason(more.text.text, new TextRejectedError(TEXT_MESSAGES.missingGlyph('anton', '乾'))));
    expect(await storage.stat(task.segmentKey)).toBeNull();
    expect(await storage.stat(more.segmentKey)).toBeNull();
  });

  it('fails the job naming a text the font cannot draw, storing nothing', async () => {
    const text = 'Dry skin 乾燥肌';
    const task = await hookTask({ text, style: { ...DEFAULT_TEXT_STYLE, font: 'anton', weight: 'regular' } });
    expect(await app.get(RenderTasksService).normalise(task)).toBe('rejected');

    const failed = published.find((event) => event.name === Events.RenderFailed && event.payload.taskId === task.taskId);
    expect(failed?.payload.reason).toBe(textRefusedReason(text, new TextRejectedError(TEXT_MESSAGES.missingGlyph('anton', '乾'))));
    expect(failed?.payload.reason).not.toMatch(/hook\.mp4/);
    expect(await storage.stat(task.segmentKey)).toBeNull();
  });
});
