import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@reelmix/config';
import { Events } from '@reelmix/contracts';
import { EventPublisher } from '@reelmix/messaging';
import { OBJECT_STORAGE, type ObjectStorage, segmentKey } from '@reelmix/storage';
import { BrokerVhost, waitFor, testRpcTimeout } from '@reelmix/testing';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'prom-client';
import { RenderConfig } from '../src/render.config';
import { RenderModule } from '../src/render.module';

/** A one-second test picture with sound, as a customer's phone might upload. */
function makeClip(path: string): string {
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=30:duration=1',
    '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path,
  ]);
  return path;
}

/** The value of one series in the text /metrics serves, or 0 when it is not there yet. */
async function seriesValue(series: string): Promise<number> {
  const line = (await register.metrics()).split('\n').find((text) => text.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

/**
 * A render worker as main.ts starts it, on a vhost and a storage folder of its own: tasks go in
 * through the broker, and the metrics its /metrics would serve come out of the default registry.
 */
describe('render task metrics', () => {
  let dir: string;
  let vhost: BrokerVhost;
  let app: INestApplication;
  let storage: ObjectStorage;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'render-metrics-'));
    for (const name of ['storage', 'render-tmp', 'clips']) mkdirSync(join(dir, name));
    vhost = BrokerVhost.create('reelmix_render');
    const config = loadConfig(RenderConfig, {
      ...testRpcTimeout(),
      AMQP_URL: vhost.url,
      STORAGE_DIR: join(dir, 'storage'),
      RENDER_TMP_DIR: join(dir, 'render-tmp'),
      LOG_LEVEL: 'warn',
    });
    app = await NestFactory.create(RenderModule.register(config), { logger: ['error'] });
    await app.init();
    storage = app.get(OBJECT_STORAGE);
  });

  afterAll(async () => {
    await app?.close();
    vhost?.delete();
    rmSync(dir, { recursive: true, force: true });
  });

  async function normalise(sourceBytes: Buffer, clipName: string): Promise<void> {
    const jobId = randomUUID();
    const sourceKey = `sources/${jobId}/${clipName}`;
    await storage.put(sourceKey, sourceBytes);
    await app.get(EventPublisher).publish(Events.NormaliseRequested, {
      taskId: randomUUID(),
      jobId,
      sourceKey,
      segmentKey: segmentKey(jobId, '9x16', 'intro', 1),
      placement: '9:16',
      section: 'intro',
      position: 1,
      clipName,
    });
  }

  it('observes a finished normalise and a refused clip under their kind and outcome', async () => {
    const clip = makeClip(join(dir, 'clips', 'intro.mp4'));
    await normalise(readFileSync(clip), 'intro.mp4');
    const done = 'reelmix_render_task_seconds_count{kind="normalise",outcome="done"}';
    await waitFor(async () => (await seriesValue(done)) === 1, { what: 'the normalise to be observed', timeoutMs: 60000 });

    writeFileSync(join(dir, 'clips', 'notes.mov'), 'These are my notes, not a video.\n'.repeat(20));
    await normalise(readFileSync(join(dir, 'clips', 'notes.mov')), 'notes.mov');
    const rejected = 'reelmix_render_task_seconds_count{kind="normalise",outcome="rejected"}';
    await waitFor(async () => (await seriesValue(rejected)) === 1, { what: 'the refused clip to be observed', timeoutMs: 60000 });

    expect(await seriesValue('reelmix_render_task_seconds_sum{kind="normalise",outcome="done"}')).toBeGreaterThan(0);
    // Both tasks have ended: nothing is left counted as running.
    expect(await seriesValue('reelmix_render_tasks_in_progress{kind="normalise"}')).toBe(0);
  });
});
