import { observeRenderTask, renderTaskSeconds, renderTasksInProgress } from './render-task-metrics';

/** A clock that moves only when the test says so, in milliseconds as performance.now() counts. */
function steppedClock(...readings: number[]): () => number {
  return () => readings.shift() ?? 0;
}

async function countOf(kind: string, outcome: string): Promise<number> {
  const { values } = await renderTaskSeconds.get();
  return values.find((value) => value.metricName === 'reelmix_render_task_seconds_count' && value.labels.kind === kind && value.labels.outcome === outcome)?.value ?? 0;
}

async function sumOf(kind: string, outcome: string): Promise<number> {
  const { values } = await renderTaskSeconds.get();
  return values.find((value) => value.metricName === 'reelmix_render_task_seconds_sum' && value.labels.kind === kind && value.labels.outcome === outcome)?.value ?? 0;
}

async function inProgress(kind: string): Promise<number> {
  const { values } = await renderTasksInProgress.get();
  return values.find((value) => value.labels.kind === kind)?.value ?? 0;
}

describe('observeRenderTask', () => {
  beforeEach(() => {
    renderTaskSeconds.reset();
    renderTasksInProgress.reset();
  });

  it('observes the seconds a task took under its kind and outcome', async () => {
    await observeRenderTask('combine', async () => 'done', steppedClock(1000, 3500));
    expect(await countOf('combine', 'done')).toBe(1);
    expect(await sumOf('combine', 'done')).toBeCloseTo(2.5);
  });

  it('counts a task as in progress only while it runs', async () => {
    let during = -1;
    await observeRenderTask('normalise', async () => {
      during = await inProgress('normalise');
      return 'rejected';
    });
    expect(during).toBe(1);
    expect(await inProgress('normalise')).toBe(0);
    expect(await countOf('normalise', 'rejected')).toBe(1);
  });

  it('observes a thrown task as an error and throws on, so the queue retries it', async () => {
    await expect(observeRenderTask('normalise', () => Promise.reject(new Error('storage down')))).rejects.toThrow('storage down');
    expect(await countOf('normalise', 'error')).toBe(1);
    expect(await inProgress('normalise')).toBe(0);
  });
});
