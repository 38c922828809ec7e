import { planJobWork, priorityOf, segmentsOf } from './job-planner';
import type { JobClip } from './job-clip.entity';
import type { Job } from './job.entity';

const job: Job = {
  id: '11111111-1111-4111-8111-111111111111',
  userId: '22222222-2222-4222-8222-222222222222',
  status: 'pending',
  message: '',
  isPaid: false,
  placements: ['9:16', '4:5'],
  expectedOutputs: 16,
  producedOutputs: 0,
  createdAt: new Date(),
  startedAt: null,
  completedAt: null,
};

const clips: JobClip[] = (['intro', 'body', 'cta'] as const).flatMap((section) =>
  [1, 2].map((position) => ({ jobId: job.id, section, position, objectKey: `${section}-${position}`, originalName: `${section}${position}.mp4`, durationSec: 1 })),
);

describe('planJobWork', () => {
  const { segments, outputs } = planJobWork(job, clips);

  it('normalises each clip once per placement, not once per combination', () => {
    expect(segments).toHaveLength(6 * 2);
    expect(new Set(segments.map((s) => s.segmentKey)).size).toBe(12);
    expect(new Set(segments.map((s) => s.taskId)).size).toBe(12);
  });

  it('plans every intro x body x cta in every placement, named after its parts, stored under the owner', () => {
    expect(outputs).toHaveLength(2 * 2 * 2 * 2);
    expect(outputs.map((o) => o.fileName)).toContain('h2-b1-c2_4x5.mp4');
    expect(outputs.every((o) => o.objectKey.startsWith(`outputs/${job.userId}/${job.id}/`))).toBe(true);
  });

  it('joins each output from the three segments of its placement, in playing order', () => {
    const output = outputs.find((o) => o.fileName === 'h2-b1-c2_4x5.mp4')!;
    const parts = segmentsOf(output, segments);
    expect(parts.map((p) => `${p.section}-${p.position}-${p.placement}`)).toEqual(['intro-2-4:5', 'body-1-4:5', 'cta-2-4:5']);
  });

  it('puts Pro work ahead of free work', () => {
    expect(priorityOf({ isPaid: true })).toBeGreaterThan(priorityOf({ isPaid: false }));
  });
});
