import { type PlacementName, SECTIONS } from '@reelmix/contracts';
import { sourceClipKey } from '@reelmix/storage';
import { createHash, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { JobClip } from '../../services/jobs/src/jobs/job-clip.entity';
import { planJobWork } from '../../services/jobs/src/jobs/job-planner';
import type { Job } from '../../services/jobs/src/jobs/job.entity';
import { DEFAULT_PLAN_SETTINGS } from '../../services/jobs/src/plan/job-plan';

export interface SeedShape {
  jobs: number;
  /** Clips per section; the outputs of a job are their product times the placements. */
  clipsPerSection: number;
  placements: PlacementName[];
}

/**
 * Completed jobs for one user, written straight into the jobs service's tables. Rendering the
 * 1350 outputs of 50 real jobs would take the better part of an hour on this machine, so the
 * rows are planned by the jobs service's own planner (the same file names, object keys, segments
 * and outputs a real job gets) and then marked done as the render results would mark them. Only
 * the reads are measured; no object behind the keys is ever fetched.
 */
export async function seedCompletedJobs(databaseUrl: string, userId: string, shape: SeedShape): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  let outputCount = 0;
  try {
    await client.query('BEGIN');
    // The user's sequence is taken as the service takes it, so jobs made after the seed go on from it.
    const { rows } = await client.query<{ first: number }>(
      `INSERT INTO "jobs"."job_numbers" ("user_id", "last_number") VALUES ($1, $2)
       ON CONFLICT ("user_id") DO UPDATE SET "last_number" = "job_numbers"."last_number" + $2 RETURNING "last_number" - $2 + 1 AS first`,
      [userId, shape.jobs],
    );
    const firstNumber = Number(rows[0]!.first);
    for (let index = 0; index < shape.jobs; index++) {
      const job = completedJob(userId, index, shape, firstNumber + index);
      const clips = clipsOf(userId, job.id, shape.clipsPerSection);
      const { segments, outputs } = planJobWork(job, clips);
      outputCount += outputs.length;
      await client.query(
        `INSERT INTO "jobs"."jobs" ("id", "user_id", "number", "name", "status", "is_paid", "placements", "expected_outputs", "produced_outputs", "created_at", "started_at", "completed_at")
         VALUES ($1, $2, $6, $7, 'completed', true, $3, $4, $4, $5::timestamptz, $5::timestamptz, $5::timestamptz + interval '4 minutes')`,
        [job.id, userId, job.placements, outputs.length, job.createdAt, job.number, job.name],
      );
      await insertRows(client, 'job_clips', clips.map((c) => [c.jobId, c.section, c.position, c.objectKey, c.originalName, c.durationSec]));
      await insertRows(
        client,
        'job_segments',
        segments.map((s) => [s.jobId, s.section, s.position, s.placement, s.taskId, s.segmentKey, 5, job.createdAt]),
      );
      await insertRows(
        client,
        'job_outputs',
        outputs.map((o) => {
          const sha256 = createHash('sha256').update(o.objectKey).digest('hex');
          return [o.jobId, o.fileName, o.intro, o.body, o.cta, o.placement, randomUUID(), o.objectKey, job.createdAt, job.createdAt, 15, 1080, 1920, 4_800_000, sha256];
        }),
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
  return outputCount;
}

const COLUMNS: Record<string, string[]> = {
  job_clips: ['job_id', 'section', 'position', 'object_key', 'original_name', 'duration_sec'],
  job_segments: ['job_id', 'section', 'position', 'placement', 'task_id', 'segment_key', 'duration_sec', 'done_at'],
  job_outputs: [
    'job_id', 'file_name', 'intro', 'body', 'cta', 'placement', 'task_id', 'object_key',
    'requested_at', 'done_at', 'duration_sec', 'width', 'height', 'size_bytes', 'sha256',
  ],
};

async function insertRows(client: Client, table: string, rows: unknown[][]): Promise<void> {
  const columns = COLUMNS[table];
  const values = rows.map((_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`);
  await client.query(
    `INSERT INTO "jobs"."${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${values.join(', ')}`,
    rows.flat(),
  );
}

function completedJob(userId: string, index: number, shape: SeedShape, number: number): Job {
  return {
    id: randomUUID(),
    userId,
    number,
    name: `Seeded job ${number}`,
    status: 'completed',
    message: '',
    accountPlan: 'pro',
    placements: shape.placements,
    framing: 'auto',
    plan: { ...DEFAULT_PLAN_SETTINGS },
    expectedOutputs: 0,
    producedOutputs: 0,
    expectedSegments: 0,
    readySegments: 0,
    // One a day back from now, so the history has a stable newest-first order.
    createdAt: new Date(Date.now() - (index + 1) * 86_400_000),
    startedAt: null,
    completedAt: null,
  };
}

function clipsOf(userId: string, jobId: string, perSection: number): JobClip[] {
  return SECTIONS.flatMap((section) =>
    Array.from({ length: perSection }, (_, i) => ({
      jobId,
      section,
      position: i + 1,
      objectKey: sourceClipKey(userId, jobId, section, randomUUID()),
      originalName: `${section} take ${i + 1} - summer campaign.mp4`,
      label: null,
      labelChangedAt: null,
      durationSec: 5,
      clipId: null,
      removedAt: null,
      contentSha256: null,
      width: 1080,
      height: 1920,
      posterKey: null,
      framing: {},
    })),
  );
}
