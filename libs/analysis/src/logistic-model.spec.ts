import { fitLogisticModel, type ModelObservation } from './logistic-model';
import { mulberry32, sampleBinomial } from './simulated-export';

const logit = (p: number) => Math.log(p / (1 - p));
const expit = (x: number) => 1 / (1 + Math.exp(-x));

describe('fitLogisticModel', () => {
  it('recovers known main effects on a large synthetic dataset', () => {
    // Effects on the log-odds scale, each summing to zero within its factor.
    const hook = [0.4, -0.1, -0.3];
    const body = [-0.2, 0.2];
    const cta = [0.15, 0, -0.05, -0.1];
    const intercept = logit(0.02);
    const random = mulberry32(42);
    const observations: ModelObservation[] = [];
    for (let h = 0; h < 3; h += 1)
      for (let b = 0; b < 2; b += 1)
        for (let c = 0; c < 4; c += 1) {
          const trials = 200000;
          observations.push({ levels: [h, b, c, 0], trials, successes: sampleBinomial(random, trials, expit(intercept + hook[h] + body[b] + cta[c])) });
        }
    const fit = fitLogisticModel({ levelCounts: [3, 2, 4, 1], observations });
    expect(fit).not.toBeNull();
    if (!fit) return;
    expect(fit.converged).toBe(true);
    expect(fit.intercept).toBeCloseTo(intercept, 1);
    const truth = [hook, body, cta];
    truth.forEach((effects, f) => {
      const estimated = fit.factors[f];
      expect(estimated?.levels).toEqual(effects.map((_, i) => i));
      effects.forEach((e, i) => {
        const se = Math.sqrt(estimated?.covariance[i][i] ?? 0);
        expect(se).toBeGreaterThan(0);
        expect(Math.abs((estimated?.effects[i] ?? 0) - e)).toBeLessThan(4 * se);
        expect(Math.abs((estimated?.effects[i] ?? 0) - e)).toBeLessThan(0.05);
      });
      expect(estimated?.effects.reduce((s, e) => s + e, 0)).toBeCloseTo(0, 10);
    });
    // A factor with one level is dropped.
    expect(fit.factors[3]).toBeNull();
  });

  it('stays finite when a level has no successes at all (separation)', () => {
    const observations: ModelObservation[] = [
      { levels: [0, 0], trials: 1000, successes: 0 },
      { levels: [0, 1], trials: 1000, successes: 0 },
      { levels: [1, 0], trials: 1000, successes: 20 },
      { levels: [1, 1], trials: 1000, successes: 25 },
    ];
    const fit = fitLogisticModel({ levelCounts: [2, 2], observations });
    const hook = fit?.factors[0];
    expect(hook?.effects.every(Number.isFinite)).toBe(true);
    expect(hook?.effects[0]).toBeLessThan(-1);
    expect(hook?.covariance.flat().every(Number.isFinite)).toBe(true);
  });

  it('leaves out levels without trials and aliased factors get wide intervals', () => {
    // Body always moves with the hook here, so their effects cannot be told apart.
    const observations: ModelObservation[] = [
      { levels: [0, 0, 0], trials: 5000, successes: 50 },
      { levels: [1, 1, 0], trials: 5000, successes: 90 },
      { levels: [2, 2, 0], trials: 0, successes: 0 },
    ];
    const fit = fitLogisticModel({ levelCounts: [3, 3, 2], observations });
    expect(fit?.factors[0]?.levels).toEqual([0, 1]);
    expect(fit?.factors[2]).toBeNull();
    expect(Math.sqrt(fit?.factors[0]?.covariance[0][0] ?? 0)).toBeGreaterThan(10);
  });

  it('gives null when there is nothing to fit', () => {
    expect(fitLogisticModel({ levelCounts: [2], observations: [{ levels: [0], trials: 100, successes: 0 }, { levels: [1], trials: 100, successes: 0 }] })).toBeNull();
    expect(fitLogisticModel({ levelCounts: [2], observations: [] })).toBeNull();
  });
});
