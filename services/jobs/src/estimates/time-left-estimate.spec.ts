import { DEFAULT_UNIT_COSTS, type FinishedRun, learnedUnitCosts, type QueuedJob, secondsLeft, type UnitCosts } from './time-left-estimate';

const FREE = 0;
const PRO = 1;
const at = (second: number) => new Date(Date.UTC(2026, 10, 28, 3, 0, second));

function queued(id: string, overrides: Partial<QueuedJob> = {}): QueuedJob {
  return { id, priority: FREE, startedAt: at(0), left: { clipSeconds: 0, outputs: 0 }, ...overrides };
}

const run = (seconds: number, clipSeconds: number, outputs: number): FinishedRun => ({ seconds, work: { clipSeconds, outputs } });

const EVEN: UnitCosts = { normalisePerClipSecond: 1, combinePerOutput: 0.5 };

describe('secondsLeft', () => {
  it("counts a lone job's clips to normalise and outputs to join at the default pace", () => {
    // 3 x 3 x 3 in one placement, 40 s of clips: the default costs give about a minute.
    const job = queued('a', { left: { clipSeconds: 40, outputs: 27 } });
    expect(secondsLeft(job, [job], DEFAULT_UNIT_COSTS)).toBe(Math.round(40 * 1.07 + 27 * 0.64));
  });

  it('falls as the work is done: segments ready, then outputs joined', () => {
    const costs = EVEN;
    expect(secondsLeft(queued('a', { left: { clipSeconds: 40, outputs: 27 } }), [], costs)).toBe(54);
    expect(secondsLeft(queued('a', { left: { clipSeconds: 0, outputs: 27 } }), [], costs)).toBe(14);
    expect(secondsLeft(queued('a', { left: { clipSeconds: 0, outputs: 3 } }), [], costs)).toBe(2);
    expect(secondsLeft(queued('a', { left: { clipSeconds: 0, outputs: 0 } }), [], costs)).toBe(0);
  });

  it('adds the work the queue serves first: higher priority whenever queued, the same priority queued earlier', () => {
    const job = queued('job', { priority: FREE, startedAt: at(10), left: { clipSeconds: 10, outputs: 4 } });
    const queue = [
      job,
      queued('free-earlier', { priority: FREE, startedAt: at(5), left: { clipSeconds: 20, outputs: 0 } }),
      queued('pro-later', { priority: PRO, startedAt: at(30), left: { clipSeconds: 0, outputs: 10 } }),
      queued('free-later', { priority: FREE, startedAt: at(20), left: { clipSeconds: 100, outputs: 100 } }),
    ];
    // Its own 10 + 2, the earlier free job's 20, the Pro job's 5; the later free job waits behind it.
    expect(secondsLeft(job, queue, EVEN)).toBe(37);
  });

  it('puts a Pro job ahead of free work queued before it', () => {
    const pro = queued('pro', { priority: PRO, startedAt: at(30), left: { clipSeconds: 6, outputs: 2 } });
    const queue = [pro, queued('free', { priority: FREE, startedAt: at(0), left: { clipSeconds: 300, outputs: 100 } })];
    expect(secondsLeft(pro, queue, EVEN)).toBe(7);
  });

  it('orders two jobs queued at the same moment one way only', () => {
    const a = queued('a', { left: { clipSeconds: 10, outputs: 0 } });
    const b = queued('b', { left: { clipSeconds: 10, outputs: 0 } });
    expect([secondsLeft(a, [a, b], EVEN), secondsLeft(b, [a, b], EVEN)]).toEqual([10, 20]);
  });
});

describe('learnedUnitCosts', () => {
  it('keeps the defaults until the machine has finished work to learn from', () => {
    expect(learnedUnitCosts([])).toEqual(DEFAULT_UNIT_COSTS);
  });

  it("learns joining from runs that normalised nothing, the median run's pace", () => {
    const costs = learnedUnitCosts([run(10, 0, 20), run(6, 0, 20), run(200, 0, 20)]);
    // 0.3, 0.5 and a machine busy elsewhere at 10 s an output: the median is 0.5.
    expect(costs.combinePerOutput).toBe(0.5);
    expect(costs.normalisePerClipSecond).toBe(DEFAULT_UNIT_COSTS.normalisePerClipSecond);
  });

  it('learns normalising from runs that did, less their joins at the learned joining pace', () => {
    // Joining: 0.25 s an output. A run of 40 s of clips and 8 outputs in 22 s normalised at 0.5 s a second.
    const costs = learnedUnitCosts([run(5, 0, 20), run(22, 40, 8), run(42, 40, 8)]);
    expect(costs).toEqual({ combinePerOutput: 0.25, normalisePerClipSecond: (0.5 + 1) / 2 });
  });

  it('leaves out runs that say nothing about a cost', () => {
    // No work, and a run whose joins alone account for more than its time.
    expect(learnedUnitCosts([run(3, 0, 0), run(1, 10, 20)])).toEqual(DEFAULT_UNIT_COSTS);
  });
});
